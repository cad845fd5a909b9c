/** Styles of Snackbar. */
export const snackbarCss = `
.portico-snackbar {
  position: fixed; left: 50%; bottom: 16px; transform: translateX(-50%);
  z-index: calc(var(--portico-z-index) + 1);
  display: inline-flex; align-items: center; gap: 8px; max-width: calc(100vw - 32px);
  padding: 8px 14px; border-radius: var(--portico-radius-full);
  background: var(--portico-mixed-surface); border: 1px solid var(--portico-color-border);
  font-family: var(--portico-font-family); font-size: var(--portico-font-size-sm);
  color: var(--portico-color-foreground);
  animation: portico-fade-in var(--portico-duration-medium) ease;
}
.portico-snackbar--success .portico-icon { color: var(--portico-color-success); }
.portico-snackbar--error .portico-icon { color: var(--portico-color-error); }
`
