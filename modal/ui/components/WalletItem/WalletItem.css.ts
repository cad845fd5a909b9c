/** Styles of WalletListItem and WalletGridItem. */
export const walletItemCss = `
.portico-wallet-item {
  display: flex; align-items: center; gap: var(--portico-space-3); width: 100%; border: 0; cursor: pointer;
  background: var(--portico-mixed-surface); border-radius: var(--portico-radius-md);
  transition: background-color var(--portico-duration-short) var(--portico-easing);
}
.portico-wallet-item:hover:not(:disabled) { background: var(--portico-mixed-surface-hover); }
.portico-wallet-item:active:not(:disabled) { background: var(--portico-mixed-surface-active); }
.portico-wallet-item:disabled { opacity: 0.5; cursor: not-allowed; }
.portico-wallet-item--list { padding: var(--portico-space-2) var(--portico-space-3); text-align: left; }
.portico-wallet-item--list .portico-wallet-item__name { flex: 1; }
.portico-wallet-item--grid {
  flex-direction: column; justify-content: center; gap: var(--portico-space-2); height: 100%;
  padding: var(--portico-space-3) var(--portico-space-1); background: transparent;
}
.portico-wallet-item__name {
  min-width: 0; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-weight: 500;
}
.portico-wallet-item--grid .portico-wallet-item__name { font-size: var(--portico-font-size-xs); }
.portico-wallet-item__badges { display: inline-flex; gap: var(--portico-space-1); }
.portico-badge {
  padding: var(--portico-space-half) var(--portico-space-2); border-radius: var(--portico-radius-full);
  font-size: var(--portico-font-size-xs); font-weight: 600;
  background: var(--portico-mixed-background); color: var(--portico-color-foreground-muted);
}
.portico-wallet-item--grid .portico-badge { font-size: var(--portico-font-size-2xs); }
`
