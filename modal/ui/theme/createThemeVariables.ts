import { PALETTES } from './palettes'
import type {
  MasterVariable,
  ThemeConfig,
  ThemeVariableName,
  ThemeVariables,
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

/**
 * Builds the full set of theme variables for a mode, with the host's overrides on top.
 * Unknown keys are dropped, so a value smuggled past the type cannot add other variables.
 *
 * @example
 * ```ts
 * const vars = createThemeVariables({ mode: 'light', overrides: { '--portico-z-index': '2000' } })
 * vars['--portico-modal-width'] // '360px'
 * ```
 */
export function createThemeVariables(config: ThemeConfig = {}): ThemeVariables {
  const base: Record<ThemeVariableName, string> = {
    ...MASTER_DEFAULTS,
    ...PALETTES[config.mode ?? 'dark'],
  }
  for (const [name, value] of Object.entries(config.overrides ?? {})) {
    if (name in base && typeof value === 'string') base[name as ThemeVariableName] = value
  }
  return base
}
