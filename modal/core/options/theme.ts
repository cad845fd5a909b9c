/**
 * Theme mode (SPEC §5: light or dark).
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, themeMode: 'light' })
 * ```
 */
export type ThemeMode = 'light' | 'dark'

/**
 * The host-tunable look of the modal; the UI maps each field to a CSS variable.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, themeVariables: { accent: '#3b82f6', colorMixStrength: 0 } })
 * ```
 */
export interface ThemeVariables {
  fontFamily?: string
  accent?: string
  colorMix?: string
  /** Percent, 0–100, of `colorMix` blended into the surfaces. */
  colorMixStrength: number
  fontSizeMaster: string
  borderRadiusMaster: string
  zIndex: number
  modalWidth: string
}

/**
 * A theme preset: CSS variables of the modal's `--portico-*` contract (every colour role and
 * any other variable), such as the exported `darkTheme`, `lightTheme`, `midnightTheme` and
 * `sunsetTheme`. Names outside the contract are dropped when the modal applies it.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, themePreset: { ...darkTheme, '--portico-color-accent': '#7c5cff' } })
 * ```
 */
export type ThemePresetVariables = Readonly<Record<`--portico-${string}`, string>>

/** SPEC §9 "Modal look". */
export const DEFAULT_THEME_MODE: ThemeMode = 'dark'

/** SPEC §9 "Modal look": 10px, 4px, 999, 0%, 360px. */
export const DEFAULT_THEME_VARIABLES: Readonly<ThemeVariables> = Object.freeze({
  colorMixStrength: 0,
  fontSizeMaster: '10px',
  borderRadiusMaster: '4px',
  zIndex: 999,
  modalWidth: '360px',
})
