/** Styles of WalletListItem and WalletGridItem. */
export const walletItemCss = `
.portico-wallet-item {
  display: flex; align-items: center; gap: 12px; width: 100%; border: 0; cursor: pointer;
  background: var(--portico-mixed-surface); border-radius: var(--portico-radius-md);
  transition: background-color var(--portico-duration-short) ease;
}
.portico-wallet-item:hover:not(:disabled) { background: var(--portico-mixed-surface-hover); }
.portico-wallet-item:disabled { opacity: 0.5; cursor: not-allowed; }
.portico-wallet-item--list { padding: 8px 12px; text-align: left; }
.portico-wallet-item--list .portico-wallet-item__name { flex: 1; }
.portico-wallet-item--grid {
  flex-direction: column; justify-content: center; gap: 6px; height: 100%; padding: 10px 4px;
  background: transparent;
}
.portico-wallet-item__name {
  min-width: 0; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-weight: 500;
}
.portico-wallet-item--grid .portico-wallet-item__name { font-size: var(--portico-font-size-xs); }
.portico-wallet-item__badges { display: inline-flex; gap: 4px; }
.portico-badge {
  padding: 2px 6px; border-radius: var(--portico-radius-full);
  font-size: var(--portico-font-size-xs); font-weight: 600;
  background: var(--portico-mixed-background); color: var(--portico-color-foreground-muted);
}
.portico-wallet-item--grid .portico-badge { font-size: calc(var(--portico-font-size-master) * 1); }
`
