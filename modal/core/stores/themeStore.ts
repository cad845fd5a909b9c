import { makeAutoObservable } from 'mobx'
import type { ThemeMode, ThemeVariables } from '../options/theme'

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

  constructor(mode: ThemeMode, variables: ThemeVariables) {
    this.mode = mode
    this.variables = { ...variables }
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
}
