/** Theme modes of SPEC §5 ("Theme mode: light or dark"). */
export type ThemeMode = 'dark' | 'light'

/** The colour variables a palette defines; each mode provides all of them. */
export const PALETTE_VARIABLES = [
  '--portico-color-accent',
  '--portico-color-accent-foreground',
  '--portico-color-background',
  '--portico-color-surface',
  '--portico-color-surface-hover',
  '--portico-color-foreground',
  '--portico-color-foreground-muted',
  '--portico-color-border',
  '--portico-color-success',
  '--portico-color-error',
  '--portico-color-warning',
  '--portico-color-overlay',
  '--portico-color-focus-ring',
] as const

/** A colour variable of the palette. */
export type PaletteVariable = (typeof PALETTE_VARIABLES)[number]

/** The master (non-colour) variables of SPEC §9 "Modal look" and timers. */
export const MASTER_VARIABLES = [
  '--portico-font-family',
  '--portico-font-size-master',
  '--portico-border-radius-master',
  '--portico-z-index',
  '--portico-color-mix',
  '--portico-color-mix-strength',
  '--portico-modal-width',
  '--portico-duration-short',
  '--portico-duration-medium',
  '--portico-duration-long',
  '--portico-duration-shake',
] as const

/** A master variable. */
export type MasterVariable = (typeof MASTER_VARIABLES)[number]

/** Every CSS variable of the theme contract; all carry the `--portico-` prefix. */
export type ThemeVariableName = PaletteVariable | MasterVariable

/** A complete set of theme variables: what {@link createThemeVariables} returns. */
export type ThemeVariables = Readonly<Record<ThemeVariableName, string>>

/**
 * What a host may override. Only contract names type-check, so a typo such as
 * `--portico-acent` is a compile error rather than a silently ignored variable.
 */
export type ThemeOverrides = Partial<Record<ThemeVariableName, string>>

/** The theme a host configures. */
export interface ThemeConfig {
  /** Defaults to `dark` (SPEC §9). */
  mode?: ThemeMode
  overrides?: ThemeOverrides
}
