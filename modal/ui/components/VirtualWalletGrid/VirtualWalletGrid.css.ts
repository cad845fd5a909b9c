/** Styles of VirtualWalletGrid. */
export const virtualWalletGridCss = `
.portico-wallet-grid { overflow-y: auto; overscroll-behavior: contain; padding: 0 8px; contain: strict; }
.portico-wallet-grid__row {
  position: absolute; top: 0; left: 0; width: 100%;
  display: grid; gap: 4px; padding: 2px 0;
}
`
