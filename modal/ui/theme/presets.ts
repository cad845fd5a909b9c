import { PALETTES } from './palettes'
import type { ThemePreset } from './themeContract'

/**
 * The default dark look (SPEC §9: the theme defaults to dark). Spread it to change a role.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, themePreset: { ...darkTheme, '--portico-color-accent': '#7c5cff' } })
 * ```
 */
export const darkTheme: ThemePreset = PALETTES.dark

/**
 * The light look; pair it with `themeMode: 'light'` so hooks report the mode the visitor sees.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, themeMode: 'light', themePreset: lightTheme })
 * ```
 */
export const lightTheme: ThemePreset = PALETTES.light

/**
 * An accent preset: deep navy surfaces with a blue accent, for dark sites.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, themePreset: midnightTheme })
 * ```
 */
export const midnightTheme: ThemePreset = {
  '--portico-color-accent': '#5b8cff',
  '--portico-color-accent-foreground': '#050a1a',
  '--portico-color-accent-hover': '#7ba3ff',
  '--portico-color-background': '#0b1020',
  '--portico-color-surface': '#141b2e',
  '--portico-color-surface-hover': '#1c2540',
  '--portico-color-surface-active': '#243050',
  '--portico-color-foreground': '#eef2ff',
  '--portico-color-foreground-muted': '#9aa6c4',
  '--portico-color-border': '#263150',
  '--portico-color-border-strong': '#3a4770',
  '--portico-color-success': '#3ccf91',
  '--portico-color-error': '#ff6b7a',
  '--portico-color-warning': '#f7b955',
  '--portico-color-overlay': 'rgba(3, 6, 15, 0.7)',
  '--portico-color-focus-ring': '#8fb0ff',
  '--portico-color-shadow': 'rgba(0, 0, 0, 0.6)',
}

/**
 * An accent preset: warm light surfaces with a burnt-orange accent (use with `themeMode: 'light'`).
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, themeMode: 'light', themePreset: sunsetTheme })
 * ```
 */
export const sunsetTheme: ThemePreset = {
  '--portico-color-accent': '#c2410c',
  '--portico-color-accent-foreground': '#ffffff',
  '--portico-color-accent-hover': '#a3360a',
  '--portico-color-background': '#fffaf5',
  '--portico-color-surface': '#fbefe4',
  '--portico-color-surface-hover': '#f6e3d3',
  '--portico-color-surface-active': '#f0d6c1',
  '--portico-color-foreground': '#2a1a12',
  '--portico-color-foreground-muted': '#6e5244',
  '--portico-color-border': '#ecd5c3',
  '--portico-color-border-strong': '#d4b29a',
  '--portico-color-success': '#1d7a46',
  '--portico-color-error': '#b42318',
  '--portico-color-warning': '#95550a',
  '--portico-color-overlay': 'rgba(42, 26, 18, 0.35)',
  '--portico-color-focus-ring': '#c2410c',
  '--portico-color-shadow': 'rgba(90, 50, 20, 0.14)',
}

/**
 * Every built-in preset by name, for a theme picker.
 *
 * @example
 * ```ts
 * Object.keys(themePresets) // ['dark', 'light', 'midnight', 'sunset']
 * ```
 */
export const themePresets = {
  dark: darkTheme,
  light: lightTheme,
  midnight: midnightTheme,
  sunset: sunsetTheme,
} as const satisfies Readonly<Record<string, ThemePreset>>
