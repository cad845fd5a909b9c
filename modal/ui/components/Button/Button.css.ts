/** Styles of Button and IconButton: one height, one radius, one hover and one pressed state. */
export const buttonCss = `
.portico-button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--portico-space-2);
  min-height: var(--portico-control-height); padding: 0 var(--portico-space-4);
  border: 1px solid transparent; border-radius: var(--portico-radius-md); cursor: pointer;
  font-size: var(--portico-font-size-sm); font-weight: 600; white-space: nowrap;
  transition: background-color var(--portico-duration-short) var(--portico-easing),
    border-color var(--portico-duration-short) var(--portico-easing),
    opacity var(--portico-duration-short) var(--portico-easing);
}
.portico-button:disabled { cursor: not-allowed; opacity: 0.5; }
.portico-button--full { width: 100%; }
a.portico-button { text-decoration: none; }
.portico-root .portico-button--primary { background: var(--portico-color-accent); color: var(--portico-color-accent-foreground); }
.portico-root .portico-button--primary:hover:not(:disabled) { background: var(--portico-color-accent-hover); }
.portico-button--secondary { background: var(--portico-mixed-surface); border-color: var(--portico-color-border); }
.portico-button--secondary:hover:not(:disabled) { background: var(--portico-mixed-surface-hover); border-color: var(--portico-color-border-strong); }
.portico-button--ghost { background: transparent; }
.portico-button--ghost:hover:not(:disabled) { background: var(--portico-mixed-surface-hover); }
.portico-root .portico-button--danger { background: transparent; color: var(--portico-color-error); border-color: var(--portico-color-border); }
.portico-root .portico-button--danger:hover:not(:disabled) { background: var(--portico-mixed-surface-hover); border-color: var(--portico-color-error); }
.portico-button:active:not(:disabled) { background-image: linear-gradient(var(--portico-color-shadow), var(--portico-color-shadow)); }
.portico-icon-button {
  display: inline-flex; align-items: center; justify-content: center;
  width: var(--portico-control-height-sm); height: var(--portico-control-height-sm); padding: 0;
  border: 0; border-radius: var(--portico-radius-sm);
  background: transparent; cursor: pointer; color: var(--portico-color-foreground-muted);
  transition: background-color var(--portico-duration-short) var(--portico-easing);
}
.portico-icon-button:hover:not(:disabled) { background: var(--portico-mixed-surface-hover); color: var(--portico-color-foreground); }
.portico-icon-button:active:not(:disabled) { background: var(--portico-mixed-surface-active); }
.portico-icon-button:disabled { cursor: not-allowed; opacity: 0.5; }
`
