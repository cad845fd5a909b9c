/**
 * Styles of Dialog: the overlay, the card with its elevation, the open motion (150 ms, SPEC
 * §9), the view change (150 ms) and the SPEC §4 500 ms shake. `prefers-reduced-motion` turns
 * them off in baseCss.
 */
export const dialogCss = `
.portico-overlay {
  position: fixed; inset: 0; z-index: var(--portico-z-index);
  display: flex; align-items: center; justify-content: center; padding: var(--portico-space-4);
  background: var(--portico-color-overlay);
  animation: portico-fade-in var(--portico-duration-dialog) var(--portico-easing);
}
.portico-dialog {
  position: relative; width: var(--portico-modal-width); max-width: 100%;
  background: var(--portico-mixed-background); color: var(--portico-color-foreground);
  border: 1px solid var(--portico-color-border); border-radius: var(--portico-radius-lg);
  padding: 0 0 var(--portico-space-4); outline: none;
}
.portico-dialog--modal {
  max-height: calc(100vh - var(--portico-space-8)); overflow: auto;
  box-shadow: var(--portico-shadow-lg);
  animation: portico-dialog-in var(--portico-duration-dialog) var(--portico-easing);
}
/* A view taller than the screen scrolls under its header: the title and × stay in place. */
.portico-dialog--modal > .portico-header {
  position: sticky; top: 0; z-index: 1; background: var(--portico-mixed-background);
}
.portico-dialog--embedded { box-shadow: var(--portico-shadow-sm); }
.portico-dialog .portico-view { animation: portico-view-in var(--portico-duration-view) var(--portico-easing); }
/* The copy left behind on close (closeFade.ts) fades out with the dialog duration. */
.portico-overlay--closing {
  pointer-events: none; animation: portico-fade-out var(--portico-duration-dialog) var(--portico-easing) forwards;
}
.portico-overlay--closing .portico-dialog.portico-dialog--modal {
  animation: portico-dialog-out var(--portico-duration-dialog) var(--portico-easing) forwards;
}
.portico-dialog.portico-dialog--shake { animation: portico-shake var(--portico-duration-shake) ease-in-out; }
@media (max-width: 430px) {
  .portico-overlay { align-items: flex-end; padding: 0; }
  .portico-dialog--modal {
    width: 100%; border-radius: var(--portico-radius-lg) var(--portico-radius-lg) 0 0;
    border-bottom: 0; animation-name: portico-sheet-in;
  }
}
@keyframes portico-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes portico-fade-out { from { opacity: 1; } to { opacity: 0; } }
@keyframes portico-dialog-out { from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(var(--portico-space-2)) scale(0.98); } }
@keyframes portico-dialog-in {
  from { transform: translateY(var(--portico-space-2)) scale(0.98); opacity: 0; }
  to { transform: none; opacity: 1; }
}
@keyframes portico-sheet-in { from { transform: translateY(var(--portico-space-8)); opacity: 0; } to { transform: none; opacity: 1; } }
@keyframes portico-view-in { from { opacity: 0; transform: translateY(var(--portico-space-1)); } to { opacity: 1; transform: none; } }
@keyframes portico-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}
`
