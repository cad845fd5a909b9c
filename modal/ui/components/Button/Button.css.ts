/** Styles of Button and IconButton. */
export const buttonCss = `
.portico-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 40px; padding: 0 16px; border: 1px solid transparent;
  border-radius: var(--portico-radius-md); cursor: pointer;
  font-size: var(--portico-font-size-sm); font-weight: 600;
  transition: background-color var(--portico-duration-short) ease, opacity var(--portico-duration-short) ease;
}
.portico-button:disabled { cursor: not-allowed; opacity: 0.5; }
.portico-button--full { width: 100%; }
.portico-root .portico-button--primary { background: var(--portico-color-accent); color: var(--portico-color-accent-foreground); }
.portico-button--secondary { background: var(--portico-mixed-surface); border-color: var(--portico-color-border); }
.portico-button--secondary:hover:not(:disabled) { background: var(--portico-mixed-surface-hover); }
.portico-button--ghost { background: transparent; }
.portico-button--ghost:hover:not(:disabled) { background: var(--portico-mixed-surface); }
.portico-root .portico-button--danger { background: transparent; color: var(--portico-color-error); border-color: var(--portico-color-border); }
.portico-icon-button {
  display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; padding: 0; border: 0; border-radius: var(--portico-radius-sm);
  background: transparent; cursor: pointer; color: var(--portico-color-foreground-muted);
}
.portico-icon-button:hover:not(:disabled) { background: var(--portico-mixed-surface); color: var(--portico-color-foreground); }
.portico-icon-button:disabled { cursor: not-allowed; opacity: 0.5; }
`
