/** Styles of VirtualWalletGrid: equal columns, aligned tiles, badges that never move a row. */
export const virtualWalletGridCss = `
.portico-wallet-grid { overflow-y: auto; overscroll-behavior: contain; padding: 0 var(--portico-space-1); contain: strict; }
.portico-wallet-grid__row {
  position: absolute; top: 0; left: 0; width: 100%; box-sizing: border-box;
  padding: var(--portico-space-half) var(--portico-space-1);
  display: grid; gap: var(--portico-space-1); contain: layout style;
}
.portico-wallet-grid__cell { min-width: 0; }
.portico-wallet-grid .portico-wallet-item--grid {
  position: relative; justify-content: flex-start; gap: var(--portico-space-2); box-sizing: border-box;
  padding: var(--portico-space-2) var(--portico-space-1) var(--portico-space-6); border-radius: var(--portico-radius-md);
}
.portico-wallet-grid .portico-wallet-item--grid:hover:not(:disabled) {
  background: var(--portico-mixed-surface-hover);
}
.portico-wallet-grid .portico-wallet-item--grid .portico-wallet-item__name {
  display: block; width: 100%; text-align: center; line-height: 1.3;
}
.portico-wallet-grid .portico-wallet-item__badges {
  position: absolute; left: 2px; right: 2px; bottom: 5px; justify-content: center;
  white-space: nowrap; overflow: hidden;
}
.portico-wallet-grid .portico-badge { padding: 0 var(--portico-space-1); line-height: 1.4; }
`
