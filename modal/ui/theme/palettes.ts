import { BUTTON_PALETTES } from './buttonPalette'
import type { PaletteVariable, ThemeMode } from './themeContract'

type Palette = Readonly<Record<PaletteVariable, string>>

const dark: Palette = {
  ...BUTTON_PALETTES.dark,
  '--portico-color-accent-hover': '#8194ff',
  '--portico-color-background': '#141414',
  '--portico-color-surface-hover': '#2a2a2a',
  '--portico-color-surface-active': '#333333',
  '--portico-color-foreground-muted': '#a3a3a3',
  '--portico-color-border-strong': '#4d4d4d',
  '--portico-color-success': '#30a46c',
  '--portico-color-error': '#f25a67',
  '--portico-color-warning': '#f5a524',
  '--portico-color-overlay': 'rgba(0, 0, 0, 0.6)',
  '--portico-color-focus-ring': '#8a9bff',
  '--portico-color-shadow': 'rgba(0, 0, 0, 0.5)',
}

const light: Palette = {
  ...BUTTON_PALETTES.light,
  '--portico-color-accent-hover': '#2e45c7',
  '--portico-color-background': '#ffffff',
  '--portico-color-surface-hover': '#e9e9e9',
  '--portico-color-surface-active': '#dedede',
  '--portico-color-foreground-muted': '#5c5c5c',
  '--portico-color-border-strong': '#b5b5b5',
  '--portico-color-success': '#1f7a4d',
  '--portico-color-error': '#c72c3b',
  '--portico-color-warning': '#a35c00',
  '--portico-color-overlay': 'rgba(0, 0, 0, 0.3)',
  '--portico-color-focus-ring': '#3c55e6',
  '--portico-color-shadow': 'rgba(20, 20, 20, 0.14)',
}

/** The built-in palette of each mode. Foreground/background pairs keep WCAG AA contrast. */
export const PALETTES: Readonly<Record<ThemeMode, Palette>> = { dark, light }
