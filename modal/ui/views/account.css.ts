/**
 * Styles of the Account view (beside views.css, not in Account/: the stylesheet is in the
 * modal shell's chunk, and the Account view's chunk budget counts only its own code): a centred header, one row of equal feature buttons, aligned
 * token rows and a list area of fixed height so switching tabs never moves the modal.
 */
export const accountCss = `
.portico-account__summary { display: flex; flex-direction: column; align-items: center; gap: 4px; min-width: 0; }
.portico-account__avatar, .portico-address-avatar { border-radius: var(--portico-radius-full); flex: none; margin-bottom: 4px; }
.portico-account__identity { display: flex; align-items: center; justify-content: center; gap: 2px; max-width: 100%; min-width: 0; }
.portico-account__name {
  margin: 0 4px 0 0; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-size: var(--portico-font-size-lg); font-weight: 600;
}
.portico-account__identity a.portico-icon-button { color: var(--portico-color-foreground-muted); }
.portico-account__address { margin: 0; color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-sm); }
.portico-account__balance {
  margin: 4px 0 0; font-size: var(--portico-font-size-md); font-weight: 600; font-variant-numeric: tabular-nums;
}
.portico-account__email { display: flex; align-items: center; gap: 4px; margin: 0; }
.portico-account__meta { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 8px; margin-top: 8px; }
.portico-account__network {
  display: inline-flex; align-items: center; gap: 6px; max-width: 100%; height: 32px; padding: 0 12px 0 6px;
  border: 1px solid var(--portico-color-border); border-radius: var(--portico-radius-full);
  background: var(--portico-mixed-surface); color: inherit; font: inherit; font-size: var(--portico-font-size-sm);
  font-weight: 600; cursor: pointer; white-space: nowrap;
}
.portico-account__network:hover { background: var(--portico-mixed-surface-hover); }
.portico-account__network-name { overflow: hidden; text-overflow: ellipsis; }
.portico-account__features { display: flex; flex-direction: column; gap: 8px; }
.portico-account__unsupported {
  display: flex; flex-direction: column; gap: 8px; padding: 12px; text-align: center;
  border: 1px solid var(--portico-color-border); border-radius: var(--portico-radius-md);
}
.portico-account__unsupported .portico-view__detail { margin: 0; }
.portico-account__features-row { display: grid; gap: 8px; list-style: none; margin: 0; padding: 0; }
.portico-account__feature {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4px;
  width: 100%; min-width: 0; height: 64px; padding: 4px;
  border: 1px solid var(--portico-color-border); border-radius: var(--portico-radius-md);
  background: var(--portico-mixed-surface); color: inherit; font: inherit; cursor: pointer;
  transition: background-color var(--portico-duration-short) ease;
}
.portico-account__feature:hover { background: var(--portico-mixed-surface-hover); }
.portico-account__feature[aria-expanded='true'] { border-color: var(--portico-color-accent); }
.portico-account__feature .portico-icon { color: var(--portico-color-accent); flex: none; }
.portico-account__feature-label {
  /* Up to two lines in the fixed-height button ("Buy crypto" at 360 px), then an ellipsis. */
  max-width: 100%; overflow: hidden; text-align: center; line-height: 1.2;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow-wrap: anywhere;
  font-size: var(--portico-font-size-xs); font-weight: 600;
}
.portico-account__tab-panel {
  display: flex; flex-direction: column; height: 264px; overflow-y: auto; overscroll-behavior: contain;
}
.portico-account__tab-panel > .portico-spinner { margin: auto; }
.portico-account__tab-panel > .portico-empty { margin: auto 0; }
.portico-account__tab-panel > .portico-list-failed { margin: auto 0; }
.portico-tokens { gap: 0; }
.portico-token {
  display: grid; grid-template-columns: 32px minmax(0, 1fr) auto; grid-template-rows: auto auto;
  column-gap: 12px; align-items: center; padding: 8px 4px;
}
.portico-token > .portico-token-icon { grid-row: 1 / span 2; }
.portico-token > .portico-token__skeleton-icon { grid-row: 1 / span 2; width: 32px; height: 32px; }
.portico-token__amount > .portico-skeleton, .portico-token__value > .portico-skeleton { width: 64px; margin-left: auto; }
.portico-token__name, .portico-token__amount { font-weight: 600; }
.portico-token__name, .portico-token__symbol { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-token__amount, .portico-token__value { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.portico-token__symbol, .portico-token__value { color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-xs); }
.portico-token__value { grid-column: 3; grid-row: 2; }
`
