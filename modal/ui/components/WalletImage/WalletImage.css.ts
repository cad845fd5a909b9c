/** Styles of WalletImage. */
export const walletImageCss = `
.portico-wallet-image {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  border-radius: var(--portico-radius-md); object-fit: cover;
  background: var(--portico-mixed-surface); border: 1px solid var(--portico-color-border);
}
.portico-wallet-image[data-state="loading"] { opacity: 0; }
.portico-wallet-image[data-state="loaded"] { opacity: 1; transition: opacity var(--portico-duration-medium) var(--portico-easing); }
.portico-wallet-image--fallback { font-weight: 700; color: var(--portico-color-foreground-muted); user-select: none; }
`
