import { makeAutoObservable } from 'mobx'
import type { ThemeMode, ThemePresetVariables, ThemeVariables } from '../options/theme'

/**
 * The modal's look: mode and variables (SPEC §9 "Modal look"). The UI reads it; the embedded
 * wallet frame is told about changes by whoever subscribes (the auth connector, later).
 *
 * @example
 * ```ts
 * portico.theme.setMode('light')
 * portico.theme.variables.zIndex // 999
 * ```
 */
export class ThemeStore {
  mode: ThemeMode
  variables: ThemeVariables
  /** The host's preset (colour roles and other `--portico-*` variables), if any. */
  preset: ThemePresetVariables | undefined

  /**
   * The store for the host's theme options (mode, variables, preset).
   *
   * @example
   * ```ts
   * ThemeStore.fromOptions(resolveOptions({ projectId, networks, themePreset: midnightTheme }))
   * ```
   */
  static fromOptions(options: {
    themeMode?: ThemeMode | undefined
    themeVariables: ThemeVariables
    themePreset?: ThemePresetVariables | undefined
  }): ThemeStore {
    return new ThemeStore(options.themeMode ?? 'dark', options.themeVariables, options.themePreset)
  }

  constructor(mode: ThemeMode, variables: ThemeVariables, preset?: ThemePresetVariables) {
    this.mode = mode
    this.variables = { ...variables }
    this.preset = preset
    makeAutoObservable(this, {}, { autoBind: true })
  }

  /**
   * Switches between dark and light.
   *
   * @example
   * ```ts
   * portico.theme.setMode('light')
   * ```
   */
  setMode(mode: ThemeMode): void {
    this.mode = mode
  }

  /**
   * Changes some theme variables, keeping the others.
   *
   * @example
   * ```ts
   * portico.theme.setVariables({ accent: '#3396ff' })
   * ```
   */
  setVariables(variables: Partial<ThemeVariables>): void {
    this.variables = { ...this.variables, ...variables }
  }

  /**
   * Swaps the preset (or drops it with `undefined`); the open modal restyles at once.
   *
   * @example
   * ```ts
   * portico.theme.setPreset(sunsetTheme)
   * ```
   */
  setPreset(preset: ThemePresetVariables | undefined): void {
    this.preset = preset
  }
}
