import type { ThemeMode, ThemePresetVariables, ThemeVariables } from '../core/options/theme'
import type { ThemeConfig, ThemeOverrides, ThemePreset } from '../ui/theme/themeContract'

/**
 * Turns the host's theme settings (the core's {@link ThemeVariables}: accent, font, master
 * sizes, and a preset) into the UI's CSS-variable config, so that the modal in its shadow
 * root and the button in the page draw from one theme.
 *
 * @example
 * ```ts
 * toThemeConfig('light', { ...DEFAULT_THEME_VARIABLES, accent: '#ff0066' })
 * // { mode: 'light', overrides: { '--portico-color-accent': '#ff0066', '--portico-z-index': '999', … } }
 * ```
 */
export function toThemeConfig(
  mode: ThemeMode,
  variables: ThemeVariables,
  preset?: ThemePresetVariables,
): ThemeConfig {
  const overrides: ThemeOverrides = {
    '--portico-font-size-master': variables.fontSizeMaster,
    '--portico-border-radius-master': variables.borderRadiusMaster,
    '--portico-z-index': String(variables.zIndex),
    '--portico-color-mix-strength': `${variables.colorMixStrength}%`,
    '--portico-modal-width': variables.modalWidth,
  }
  if (variables.fontFamily) overrides['--portico-font-family'] = variables.fontFamily
  if (variables.accent) overrides['--portico-color-accent'] = variables.accent
  if (variables.colorMix) overrides['--portico-color-mix'] = variables.colorMix
  // The preset's names are checked (unknown ones dropped) by createThemeVariables.
  return preset ? { mode, preset: preset as ThemePreset, overrides } : { mode, overrides }
}
