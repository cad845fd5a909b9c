/** Styles of Alert. */
export const alertCss = `
.portico-alert {
  display: flex; align-items: flex-start; gap: 10px; margin: 0 16px 12px; padding: 10px 12px;
  border-radius: var(--portico-radius-md); border: 1px solid var(--portico-color-border);
  background: var(--portico-mixed-surface);
}
.portico-alert__text { flex: 1; min-width: 0; }
.portico-alert__title { display: block; font-weight: 600; }
.portico-alert__message { margin: 2px 0 0; color: var(--portico-color-foreground-muted); }
.portico-alert--error > .portico-icon { color: var(--portico-color-error); }
.portico-alert--warning > .portico-icon { color: var(--portico-color-warning); }
.portico-alert--info > .portico-icon { color: var(--portico-color-accent); }
`
