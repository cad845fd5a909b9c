/** Styles of MobileWalletLinks: wallet rows that are links, looking like the Connect rows. */
// In shared/, not in the view's folder: it ships in the modal's one stylesheet, and the
// chunk budgets count a view folder's modules as that view's chunk.
export const mobileWalletLinksCss = `
.portico-mobile-wallets { width: 100%; }
.portico-mobile-wallets a.portico-wallet-item { text-decoration: none; color: inherit; box-sizing: border-box; }
`
