/**
 * Styles of the AllWallets view: the search state inside the field, and one fixed-height body
 * (the grid's four rows) so that searching, loading or finding nothing never moves anything.
 */
// In shared/, not in the view's folder: it ships in the modal's one stylesheet, and the
// chunk budgets count a view folder's modules as that view's chunk.
export const allWalletsCss = `
.portico-all-wallets__search { position: relative; display: flex; align-items: center; gap: 4px; }
.portico-all-wallets__search .portico-field { flex: 1; }
.portico-all-wallets__qr { flex: none; margin-right: 8px; }
/* With the QR button on the right, the search state stays inside the field. */
.portico-all-wallets__search--qr .portico-all-wallets__search-state { right: 64px; }
.portico-all-wallets__search .portico-field { padding: 0 8px; }
.portico-all-wallets__search .portico-field__input { padding-right: 40px; }
.portico-all-wallets__search-state {
  position: absolute; right: 20px; top: 50%; transform: translateY(-50%);
  display: inline-flex; align-items: center; justify-content: center; width: 20px; height: 20px;
  color: var(--portico-color-foreground-muted); pointer-events: none;
}
.portico-all-wallets__body { height: 416px; display: flex; flex-direction: column; }
.portico-all-wallets__body > .portico-empty,
.portico-all-wallets__body > [role="alert"],
.portico-all-wallets__loading { margin: auto 0; display: flex; justify-content: center; }
`
