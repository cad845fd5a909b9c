/** Theme modes of SPEC §5 ("Theme mode: light or dark"). */
export type ThemeMode = 'dark' | 'light'

/** The colour roles a palette defines; each mode and each preset provides all of them. */
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
  // Added with the design tokens: pressed accent/surface, a stronger edge and the shadow tint.
  '--portico-color-accent-hover',
  '--portico-color-surface-active',
  '--portico-color-border-strong',
  '--portico-color-shadow',
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

/**
 * The design tokens derived from the masters (defined in `tokens.ts` with `calc()`): the type
 * scale, the spacing scale, radii, elevations, control sizes and the motion roles. A host may
 * read them in its own CSS and override any of them; by default they follow the masters.
 */
export const TOKEN_VARIABLES = [
  '--portico-font-size-2xs',
  '--portico-font-size-xs',
  '--portico-font-size-sm',
  '--portico-font-size-md',
  '--portico-font-size-lg',
  '--portico-font-size-xl',
  '--portico-line-height',
  '--portico-space-half',
  '--portico-space-1',
  '--portico-space-2',
  '--portico-space-3',
  '--portico-space-4',
  '--portico-space-5',
  '--portico-space-6',
  '--portico-space-8',
  '--portico-radius-xs',
  '--portico-radius-sm',
  '--portico-radius-md',
  '--portico-radius-lg',
  '--portico-radius-full',
  '--portico-shadow-sm',
  '--portico-shadow-md',
  '--portico-shadow-lg',
  '--portico-control-height',
  '--portico-control-height-sm',
  '--portico-icon-size',
  '--portico-focus-ring',
  '--portico-easing',
  '--portico-duration-dialog',
  '--portico-duration-view',
  '--portico-duration-snackbar',
] as const

/** A derived design token. */
export type TokenVariable = (typeof TOKEN_VARIABLES)[number]

/** The variables every theme sets: palette and masters (what {@link createThemeVariables} returns). */
export type ThemeVariableName = PaletteVariable | MasterVariable

/**
 * Every CSS variable of the contract: the theme's and the derived tokens.
 *
 * @example
 * ```ts
 * const gap: PorticoCssVariable = '--portico-space-3'
 * element.style.gap = `var(${gap})`
 * ```
 */
export type PorticoCssVariable = ThemeVariableName | TokenVariable

/** A complete set of theme variables: what {@link createThemeVariables} returns. */
export type ThemeVariables = Readonly<Record<ThemeVariableName, string>> &
  Readonly<Partial<Record<TokenVariable, string>>>

/**
 * What a host may override. Only contract names type-check, so a typo such as
 * `--portico-acent` is a compile error rather than a silently ignored variable.
 *
 * @example
 * ```ts
 * const overrides: ThemeOverrides = { '--portico-font-size-master': '11px' }
 * ```
 */
export type ThemeOverrides = Partial<Record<PorticoCssVariable, string>>

/**
 * A theme preset: every colour role, plus any other contract variable it wants to set.
 * Extend one by spreading it.
 *
 * @example
 * ```ts
 * const brand: ThemePreset = { ...darkTheme, '--portico-color-accent': '#ff7a45' }
 * createPortico({ projectId, networks, themePreset: brand })
 * ```
 */
export type ThemePreset = Readonly<Record<PaletteVariable, string>> & Readonly<ThemeOverrides>

/** The theme a host configures. */
export interface ThemeConfig {
  /** Defaults to `dark` (SPEC §9). */
  mode?: ThemeMode
  /** Colours (and any other variables) on top of the mode's palette. */
  preset?: ThemePreset
  overrides?: ThemeOverrides
}
