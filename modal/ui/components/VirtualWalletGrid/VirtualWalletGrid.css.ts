/** Styles of VirtualWalletGrid. */
export const virtualWalletGridCss = `
.portico-wallet-grid { overflow-y: auto; overscroll-behavior: contain; padding: 0 var(--portico-space-2); contain: strict; }
.portico-wallet-grid__row {
  position: absolute; top: 0; left: 0; width: 100%;
  display: grid; gap: var(--portico-space-1); padding: var(--portico-space-half) 0;
}
`
