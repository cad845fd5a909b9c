import type { TokenVariable } from './themeContract'

/** A multiple of the font size master (10px by default, SPEC §9). */
const type = (factor: number) => `calc(var(--portico-font-size-master) * ${factor})`
/** Spacing steps of 4px at the default master: they grow with the type, so a larger master
 * gives a roomier modal rather than larger text in the same cramped boxes. */
const space = (steps: number) => `calc(var(--portico-font-size-master) * ${steps * 0.4})`
/** A multiple of the border radius master (4px by default, SPEC §9). */
const radius = (factor: number) => `calc(var(--portico-border-radius-master) * ${factor})`

/**
 * How each derived token is computed from the masters. Overriding a master (font size,
 * radius) rescales every token built on it; a host may still override a token itself.
 */
export const TOKEN_DEFINITIONS: Readonly<Record<TokenVariable, string>> = {
  '--portico-font-size-2xs': type(1),
  '--portico-font-size-xs': type(1.2),
  '--portico-font-size-sm': type(1.4),
  '--portico-font-size-md': type(1.6),
  '--portico-font-size-lg': type(2),
  '--portico-font-size-xl': type(2.4),
  '--portico-line-height': '1.4',
  '--portico-space-half': space(0.5),
  '--portico-space-1': space(1),
  '--portico-space-2': space(2),
  '--portico-space-3': space(3),
  '--portico-space-4': space(4),
  '--portico-space-5': space(5),
  '--portico-space-6': space(6),
  '--portico-space-8': space(8),
  '--portico-radius-xs': radius(1),
  '--portico-radius-sm': radius(2),
  '--portico-radius-md': radius(3),
  '--portico-radius-lg': radius(4),
  '--portico-radius-full': '9999px',
  '--portico-shadow-sm': '0 1px 2px var(--portico-color-shadow)',
  '--portico-shadow-md': '0 4px 12px var(--portico-color-shadow)',
  '--portico-shadow-lg':
    '0 12px 32px var(--portico-color-shadow), 0 2px 6px var(--portico-color-shadow)',
  '--portico-control-height': type(4),
  '--portico-control-height-sm': type(3.2),
  '--portico-icon-size': type(2),
  // Two rings: the background colour first, so the focus colour stands out on any surface.
  '--portico-focus-ring':
    '0 0 0 2px var(--portico-mixed-background), 0 0 0 4px var(--portico-color-focus-ring)',
  '--portico-easing': 'cubic-bezier(0.2, 0, 0, 1)',
  // SPEC §9 lists the animation durations 120, 150 and 150 ms without naming their uses:
  // the short one is the snackbar, the two 150 ms ones the dialog and the view change.
  '--portico-duration-dialog': 'var(--portico-duration-long)',
  '--portico-duration-view': 'var(--portico-duration-medium)',
  '--portico-duration-snackbar': 'var(--portico-duration-short)',
}

/** The tokens as declarations for the shadow host's base rule. */
export function tokenDeclarations(): string {
  return Object.entries(TOKEN_DEFINITIONS)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')
}
