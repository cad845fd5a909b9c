import { BUTTON_PALETTES, type ButtonColor } from './buttonPalette'
import { MASTER_DEFAULTS } from './masterDefaults'
import type { MasterVariable, ThemeConfig } from './themeContract'
import { layerTheme } from './themeLayers'

/** The variables the connect button's inline style reads. */
export type ButtonThemeVariable =
  | ButtonColor
  | Extract<
      MasterVariable,
      '--portico-font-family' | '--portico-font-size-master' | '--portico-border-radius-master'
    >

/**
 * The theme variables the connect button uses, layered exactly as `createThemeVariables`
 * layers the whole theme (mode's colours, preset, overrides). The button sits in the host's
 * page on the start-up path, so it carries these eight, not the modal's whole theme.
 *
 * @example
 * ```ts
 * buttonThemeVariables({ mode: 'light', overrides: { '--portico-color-accent': '#ff0066' } })
 * // { '--portico-color-accent': '#ff0066', '--portico-color-surface': '#f3f3f3', … }
 * ```
 */
export function buttonThemeVariables(
  config: ThemeConfig = {},
): Record<ButtonThemeVariable, string> {
  const base: Record<ButtonThemeVariable, string> = {
    ...BUTTON_PALETTES[config.mode ?? 'dark'],
    '--portico-font-family': MASTER_DEFAULTS['--portico-font-family'],
    '--portico-font-size-master': MASTER_DEFAULTS['--portico-font-size-master'],
    '--portico-border-radius-master': MASTER_DEFAULTS['--portico-border-radius-master'],
  }
  return layerTheme(base, config, (name) => name in base)
}
