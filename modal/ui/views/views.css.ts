/**
 * Styles of the views (layout only; components bring their own). Plain CSS in a string, like
 * the components' `X.css.ts`, for the stylesheet the mount injects into the shadow root.
 */
export const viewsCss = `
.portico-view { display: flex; flex-direction: column; gap: 12px; padding: 0 16px 16px; }
.portico-view__lead { margin: 0; font-size: var(--portico-font-size-md); }
.portico-view__detail { margin: 0; color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-sm); }
.portico-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.portico-list--row { flex-direction: row; flex-wrap: wrap; }
.portico-connect__method { display: flex; flex-direction: column; gap: 8px; }
.portico-connect__method-title {
  margin: 0; font-size: var(--portico-font-size-sm); font-weight: 600;
  color: var(--portico-color-foreground-muted);
}
.portico-connect__note { margin: 0; color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-sm); }
.portico-connect__count { margin-left: 8px; }
/* E-mail login: the field lines up with the button under it. */
.portico-email { display: flex; flex-direction: column; gap: 12px; }
.portico-email .portico-field { padding: 0; }
.portico-legal { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; font-size: var(--portico-font-size-sm); }
.portico-legal a { color: var(--portico-color-accent); }
.portico-connecting, .portico-pairing { align-items: center; text-align: center; }
.portico-pairing { display: flex; flex-direction: column; gap: 12px; width: 100%; }
.portico-connecting__title { margin: 0; font-size: var(--portico-font-size-lg); }
.portico-connecting__error { margin: 0; color: var(--portico-color-error); }
.portico-network {
  display: flex; align-items: center; gap: 12px; width: 100%; padding: 8px 12px;
  border: 0; border-radius: var(--portico-radius-md); background: var(--portico-mixed-surface);
  color: inherit; font: inherit; cursor: pointer;
}
.portico-network:hover:not(:disabled) { background: var(--portico-mixed-surface-hover); }
.portico-network[aria-current='true'] { outline: 2px solid var(--portico-color-accent); }
.portico-network__name { flex: 1; text-align: left; }
.portico-networks__family { display: flex; flex-direction: column; gap: 8px; width: 100%; }
.portico-networks__heading { margin: 0; color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-sm); font-weight: 600; }
.portico-account__facts { display: grid; grid-template-columns: auto auto; gap: 4px 12px; margin: 0; }
.portico-account__facts dt { color: var(--portico-color-foreground-muted); }
.portico-account__facts dd { margin: 0; }
.portico-receive { display: flex; flex-direction: column; align-items: center; gap: 8px; }
.portico-onramp { display: flex; flex-direction: column; gap: 10px; margin: 8px 0; }
.portico-onramp .portico-field { padding: 0; }
.portico-onramp a { color: var(--portico-color-accent); }
.portico-onramp__quote .portico-account__facts { margin: 0; }
.portico-approve__summary { display: flex; flex-direction: column; gap: 6px; margin: 0; }
.portico-approve__summary dt { color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-sm); }
.portico-approve__summary dd { margin: 0; }
.portico-approve__value { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 160px; overflow: auto; }
.portico-approve__actions { display: flex; gap: 8px; justify-content: flex-end; }
`
