/** Styles of Alert. */
export const alertCss = `
.portico-alert {
  display: flex; align-items: flex-start; gap: var(--portico-space-3);
  margin: 0 var(--portico-space-4) var(--portico-space-3); padding: var(--portico-space-3);
  border-radius: var(--portico-radius-md); border: 1px solid var(--portico-color-border);
  background: var(--portico-mixed-surface);
}
.portico-alert__text { flex: 1; min-width: 0; }
.portico-alert__title { display: block; font-weight: 600; }
.portico-alert__message { margin: var(--portico-space-1) 0 0; color: var(--portico-color-foreground-muted); }
.portico-alert--error { border-color: var(--portico-color-error); }
.portico-alert--error > .portico-icon { color: var(--portico-color-error); }
.portico-alert--warning > .portico-icon { color: var(--portico-color-warning); }
.portico-alert--info > .portico-icon { color: var(--portico-color-accent); }
`
