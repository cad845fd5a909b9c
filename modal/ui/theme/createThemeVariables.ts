import { PALETTES } from './palettes'
import {
  type MasterVariable,
  type PorticoCssVariable,
  type ThemeConfig,
  type ThemeOverrides,
  type ThemeVariables,
  TOKEN_VARIABLES,
} from './themeContract'

/** SPEC §9 "Modal look" and animation timers. */
const MASTER_DEFAULTS: Readonly<Record<MasterVariable, string>> = {
  '--portico-font-family':
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--portico-font-size-master': '10px',
  '--portico-border-radius-master': '4px',
  '--portico-z-index': '999',
  '--portico-color-mix': '#000000',
  '--portico-color-mix-strength': '0%',
  '--portico-modal-width': '360px',
  '--portico-duration-short': '120ms',
  '--portico-duration-medium': '150ms',
  '--portico-duration-long': '150ms',
  '--portico-duration-shake': '500ms',
}

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
  const layers: ThemeOverrides[] = [config.preset ?? {}, config.overrides ?? {}]
  for (const layer of layers) {
    for (const [name, value] of Object.entries(layer)) {
      if ((name in base || TOKENS.has(name)) && typeof value === 'string') {
        base[name as PorticoCssVariable] = value
      }
    }
  }
  return base as ThemeVariables
}
