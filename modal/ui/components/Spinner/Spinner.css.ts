/** Styles of Spinner. */
export const spinnerCss = `
.portico-spinner {
  display: inline-block; flex: none; border-radius: 50%;
  border: 2px solid var(--portico-color-border); border-top-color: var(--portico-color-accent);
  animation: portico-spin 800ms linear infinite;
}
.portico-spinner--small { width: 14px; height: 14px; }
.portico-spinner--medium { width: 24px; height: 24px; }
.portico-spinner--large { width: 40px; height: 40px; border-width: 3px; }
@keyframes portico-spin { to { transform: rotate(360deg); } }
`
