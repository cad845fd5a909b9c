/** Styles of TextInput. */
export const textInputCss = `
.portico-field { display: flex; flex-direction: column; gap: 4px; padding: 0 16px; }
.portico-field__label { font-size: var(--portico-font-size-xs); color: var(--portico-color-foreground-muted); }
.portico-field__input {
  height: 40px; padding: 0 12px; border-radius: var(--portico-radius-md);
  border: 1px solid var(--portico-color-border); background: var(--portico-mixed-surface);
  color: var(--portico-color-foreground); font: inherit;
}
.portico-field__input:focus-visible { border-color: var(--portico-color-accent); outline: none; }
.portico-field__input[aria-invalid="true"] { border-color: var(--portico-color-error); }
.portico-field__error { margin: 0; color: var(--portico-color-error); font-size: var(--portico-font-size-xs); }
.portico-field__hint { margin: 0; color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-xs); }
`
