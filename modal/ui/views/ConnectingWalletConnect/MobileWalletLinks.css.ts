/** Styles of MobileWalletLinks: wallet rows that are links, looking like the Connect rows. */
export const mobileWalletLinksCss = `
.portico-mobile-wallets { width: 100%; }
.portico-mobile-wallets a.portico-wallet-item { text-decoration: none; color: inherit; box-sizing: border-box; }
`
