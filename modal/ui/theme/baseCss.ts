/**
 * The shadow root's base stylesheet: derived sizes, the colour mix and the root typography.
 * (The host's `all: initial` reset is an inline style set by mountPortico, so page rules
 * that match the host element cannot outrank it.)
 * Derived values are computed from the master variables so that overriding one master
 * (font size, radius, mix colour) rescales everything built on it.
 */
export const baseCss = `
:host {
  --portico-font-size-xs: calc(var(--portico-font-size-master) * 1.2);
  --portico-font-size-sm: calc(var(--portico-font-size-master) * 1.4);
  --portico-font-size-md: calc(var(--portico-font-size-master) * 1.6);
  --portico-font-size-lg: calc(var(--portico-font-size-master) * 2);
  --portico-radius-xs: var(--portico-border-radius-master);
  --portico-radius-sm: calc(var(--portico-border-radius-master) * 2);
  --portico-radius-md: calc(var(--portico-border-radius-master) * 3);
  --portico-radius-lg: calc(var(--portico-border-radius-master) * 4);
  --portico-radius-full: 9999px;
  --portico-mixed-background: color-mix(in srgb, var(--portico-color-mix) var(--portico-color-mix-strength), var(--portico-color-background));
  --portico-mixed-surface: color-mix(in srgb, var(--portico-color-mix) var(--portico-color-mix-strength), var(--portico-color-surface));
  --portico-mixed-surface-hover: color-mix(in srgb, var(--portico-color-mix) var(--portico-color-mix-strength), var(--portico-color-surface-hover));
}
.portico-root, .portico-root * { box-sizing: border-box; }
.portico-root {
  font-family: var(--portico-font-family);
  font-size: var(--portico-font-size-sm);
  line-height: 1.4;
  color: var(--portico-color-foreground);
}
.portico-root button { font: inherit; color: inherit; }
.portico-root :focus-visible {
  outline: 2px solid var(--portico-color-focus-ring);
  outline-offset: 2px;
}
.portico-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  .portico-root * { animation-duration: 1ms !important; transition-duration: 1ms !important; }
}
`
