/** Styles of Spinner. Under reduced motion it stands still (baseCss) but keeps its label. */
export const spinnerCss = `
.portico-spinner {
  display: inline-block; flex: none; border-radius: 50%;
  border: 2px solid var(--portico-color-border); border-top-color: var(--portico-color-accent);
  animation: portico-spin 800ms linear infinite;
}
.portico-spinner--small { width: var(--portico-font-size-sm); height: var(--portico-font-size-sm); }
.portico-spinner--medium { width: var(--portico-space-6); height: var(--portico-space-6); }
.portico-spinner--large { width: var(--portico-control-height); height: var(--portico-control-height); border-width: 3px; }
@keyframes portico-spin { to { transform: rotate(360deg); } }
`
