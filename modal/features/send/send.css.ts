/**
 * Styles of the send and receive views (layout only). Plain CSS in a string, added to the
 * modal's one stylesheet like the components' `X.css.ts`.
 */
export const sendCss = `
.portico-send .portico-field { padding: 0; }
.portico-send__tokens { display: flex; flex-direction: column; gap: 6px; }
.portico-send__token {
  display: grid; grid-template-columns: 24px 1fr auto; grid-template-rows: auto auto; align-items: center;
  gap: 2px 10px; width: 100%; padding: 8px 12px; border: 1px solid transparent;
  border-radius: var(--portico-radius-md); background: var(--portico-mixed-surface);
  color: inherit; font: inherit; text-align: left; cursor: pointer;
}
.portico-send__token img, .portico-send__token-badge { grid-row: span 2; border-radius: var(--portico-radius-full); }
.portico-send__token-badge {
  display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px;
  background: var(--portico-color-border); font-size: var(--portico-font-size-sm);
}
.portico-send__token:hover { background: var(--portico-mixed-surface-hover); }
.portico-send__token[aria-checked='true'] { border-color: var(--portico-color-accent); }
.portico-send__token-symbol { font-weight: 600; }
.portico-send__token-amount { text-align: right; }
.portico-send__token-usd { grid-column: 3; text-align: right; color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-sm); }
.portico-send__amount { display: grid; grid-template-columns: 1fr auto; align-items: start; gap: 8px; }
.portico-send__amount > .portico-button { margin-top: 22px; }
.portico-send__receiver { display: flex; align-items: center; gap: 8px; }
.portico-send__receiver img { border-radius: var(--portico-radius-full); }
.portico-send__receiver > span { display: flex; flex-direction: column; min-width: 0; }
.portico-send__address, .portico-receive__address { overflow-wrap: anywhere; font-family: monospace; font-size: var(--portico-font-size-sm); }
.portico-send__status { display: flex; align-items: center; gap: 8px; margin: 0; }
.portico-receive__address { margin: 0; text-align: center; }
.portico-receive__networks { display: flex; flex-direction: column; gap: 6px; width: 100%; }
.portico-receive__network { display: inline-flex; align-items: center; gap: 6px; }
`
