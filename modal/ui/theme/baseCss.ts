import { tokenDeclarations } from './tokens'

/**
 * The shadow root's base stylesheet: the derived design tokens, the colour mix, the root
 * typography, the focus ring and the reduced-motion rule.
 * (The host's `all: initial` reset is an inline style set by mountPortico, so page rules
 * that match the host element cannot outrank it.)
 * Derived values are computed from the master variables so that overriding one master
 * (font size, radius, mix colour) rescales everything built on it.
 */
export const baseCss = `
:host {
${tokenDeclarations()}
  --portico-mixed-background: color-mix(in srgb, var(--portico-color-mix) var(--portico-color-mix-strength), var(--portico-color-background));
  --portico-mixed-surface: color-mix(in srgb, var(--portico-color-mix) var(--portico-color-mix-strength), var(--portico-color-surface));
  --portico-mixed-surface-hover: color-mix(in srgb, var(--portico-color-mix) var(--portico-color-mix-strength), var(--portico-color-surface-hover));
  --portico-mixed-surface-active: color-mix(in srgb, var(--portico-color-mix) var(--portico-color-mix-strength), var(--portico-color-surface-active));
}
.portico-root, .portico-root * { box-sizing: border-box; }
.portico-root {
  font-family: var(--portico-font-family);
  font-size: var(--portico-font-size-sm);
  line-height: var(--portico-line-height);
  color: var(--portico-color-foreground);
  -webkit-font-smoothing: antialiased;
}
.portico-root button { font: inherit; color: inherit; }
.portico-root :focus-visible { outline: none; box-shadow: var(--portico-focus-ring); }
/* Focus lands on the title when a view opens (for screen readers); it is no control (never
   reached by Tab), so no ring: it read as a stuck focus box. The dialog keeps its shadow. */
.portico-root .portico-header__title:focus-visible { box-shadow: none; }
.portico-root .portico-dialog--modal:focus-visible { box-shadow: var(--portico-shadow-lg); }
.portico-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  /* :not(#…) lends an id's weight, so this beats the theme's own :host rule that follows. */
  :host(:not(#portico-reduced-motion)) {
    --portico-duration-short: 0ms; --portico-duration-medium: 0ms; --portico-duration-long: 0ms;
    --portico-duration-shake: 0ms;
  }
  .portico-root *, .portico-root *::before, .portico-root *::after {
    animation: none !important; transition: none !important;
  }
}
`
