import type { PaletteVariable, ThemeMode } from './themeContract'

/** The colour roles the connect button draws with (its edge, fill and text, on the accent too). */
export type ButtonColor = Extract<
  PaletteVariable,
  | '--portico-color-accent'
  | '--portico-color-accent-foreground'
  | '--portico-color-border'
  | '--portico-color-surface'
  | '--portico-color-foreground'
>

/**
 * Each mode's colours for the button: the part of the palettes the start-up path needs.
 * `PALETTES` spreads these in, so each colour is written once.
 *
 * @example
 * ```ts
 * BUTTON_PALETTES.light['--portico-color-accent'] // '#3c55e6'
 * ```
 */
export const BUTTON_PALETTES: Readonly<Record<ThemeMode, Readonly<Record<ButtonColor, string>>>> = {
  dark: {
    '--portico-color-accent': '#667dff',
    // Dark text on the accent: 5.5:1, where white managed only 3.5:1 (WCAG AA asks 4.5:1).
    '--portico-color-accent-foreground': '#0b0b1a',
    '--portico-color-surface': '#1f1f1f',
    '--portico-color-foreground': '#f2f2f2',
    '--portico-color-border': '#333333',
  },
  light: {
    '--portico-color-accent': '#3c55e6',
    '--portico-color-accent-foreground': '#ffffff',
    '--portico-color-surface': '#f3f3f3',
    '--portico-color-foreground': '#141414',
    '--portico-color-border': '#dcdcdc',
  },
}
