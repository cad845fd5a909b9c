/** Styles of Dialog: the overlay, the card and the SPEC §4 500 ms shake. */
export const dialogCss = `
.portico-overlay {
  position: fixed; inset: 0; z-index: var(--portico-z-index);
  display: flex; align-items: center; justify-content: center;
  background: var(--portico-color-overlay);
  animation: portico-fade-in var(--portico-duration-medium) ease;
}
.portico-dialog {
  width: var(--portico-modal-width); max-width: 100%;
  background: var(--portico-mixed-background); color: var(--portico-color-foreground);
  border: 1px solid var(--portico-color-border); border-radius: var(--portico-radius-lg);
  padding: 0 0 16px; outline: none;
}
.portico-dialog--modal {
  max-height: calc(100vh - 32px); overflow: auto;
  animation: portico-zoom-in var(--portico-duration-long) ease;
}
.portico-dialog--shake { animation: portico-shake var(--portico-duration-shake) ease; }
@media (max-width: 430px) {
  .portico-overlay { align-items: flex-end; }
  .portico-dialog--modal { width: 100%; border-radius: var(--portico-radius-lg) var(--portico-radius-lg) 0 0; }
}
@keyframes portico-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes portico-zoom-in { from { transform: scale(0.97); opacity: 0; } to { transform: none; opacity: 1; } }
@keyframes portico-shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}
`
