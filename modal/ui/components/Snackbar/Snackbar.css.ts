/**
 * Styles of Snackbar: it rises in over the snackbar duration (120 ms, SPEC §9). On a phone
 * the dialog is a sheet on the screen's foot, so the snackbar drops in at the top instead,
 * over the dimmed page, where it hides none of the sheet's buttons.
 */
export const snackbarCss = `
.portico-snackbar {
  position: fixed; left: 50%; bottom: var(--portico-space-4); transform: translateX(-50%);
  z-index: calc(var(--portico-z-index) + 1);
  display: inline-flex; align-items: center; gap: var(--portico-space-2);
  max-width: calc(100vw - var(--portico-space-8));
  padding: var(--portico-space-2) var(--portico-space-4); border-radius: var(--portico-radius-full);
  background: var(--portico-mixed-surface); border: 1px solid var(--portico-color-border);
  box-shadow: var(--portico-shadow-md);
  font-family: var(--portico-font-family); font-size: var(--portico-font-size-sm);
  color: var(--portico-color-foreground);
  animation: portico-snackbar-in var(--portico-duration-snackbar) var(--portico-easing);
}
.portico-snackbar--success .portico-icon { color: var(--portico-color-success); }
.portico-snackbar--error .portico-icon { color: var(--portico-color-error); }
@keyframes portico-snackbar-in {
  from { opacity: 0; transform: translate(-50%, var(--portico-space-2)); }
  to { opacity: 1; transform: translateX(-50%); }
}
@media (max-width: 430px) {
  .portico-snackbar { top: var(--portico-space-4); bottom: auto; animation-name: portico-snackbar-drop; }
}
@keyframes portico-snackbar-drop {
  from { opacity: 0; transform: translate(-50%, calc(-1 * var(--portico-space-2))); }
  to { opacity: 1; transform: translateX(-50%); }
}
`
