/** Styles of TextInput. Focus shows the focus ring, like every other control. */
export const textInputCss = `
.portico-field { display: flex; flex-direction: column; gap: var(--portico-space-1); padding: 0 var(--portico-space-4); }
.portico-field__label { font-size: var(--portico-font-size-xs); color: var(--portico-color-foreground-muted); }
.portico-field__input {
  height: var(--portico-control-height); padding: 0 var(--portico-space-3); border-radius: var(--portico-radius-md);
  border: 1px solid var(--portico-color-border); background: var(--portico-mixed-surface);
  color: var(--portico-color-foreground); font: inherit;
  transition: border-color var(--portico-duration-short) var(--portico-easing);
}
.portico-field__input:hover:not(:disabled) { border-color: var(--portico-color-border-strong); }
.portico-field__input:focus-visible { border-color: var(--portico-color-focus-ring); outline: none; box-shadow: var(--portico-focus-ring); }
.portico-field__input[aria-invalid="true"] { border-color: var(--portico-color-error); }
.portico-field__error { margin: 0; color: var(--portico-color-error); font-size: var(--portico-font-size-xs); }
.portico-field__hint { margin: 0; color: var(--portico-color-foreground-muted); font-size: var(--portico-font-size-xs); }
`
