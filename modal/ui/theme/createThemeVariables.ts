import { MASTER_DEFAULTS } from './masterDefaults'
import { PALETTES } from './palettes'
import {
  type PorticoCssVariable,
  type ThemeConfig,
  type ThemeVariables,
  TOKEN_VARIABLES,
} from './themeContract'
import { layerTheme } from './themeLayers'

const TOKENS: ReadonlySet<string> = new Set(TOKEN_VARIABLES)

/**
 * Builds the full set of theme variables for a mode: the masters, the mode's palette, then the
 * preset's variables, then the host's overrides. Unknown keys are dropped, so a value smuggled
 * past the type cannot add other variables.
 *
 * @example
 * ```ts
 * const vars = createThemeVariables({ mode: 'light', overrides: { '--portico-z-index': '2000' } })
 * vars['--portico-modal-width'] // '360px'
 * ```
 */
export function createThemeVariables(config: ThemeConfig = {}): ThemeVariables {
  const base: Partial<Record<PorticoCssVariable, string>> = {
    ...MASTER_DEFAULTS,
    ...PALETTES[config.mode ?? 'dark'],
  }
  return layerTheme(base, config, (name) => name in base || TOKENS.has(name)) as ThemeVariables
}
