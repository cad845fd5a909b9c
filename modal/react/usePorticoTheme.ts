import { useMemo } from 'react'
import type { ThemeMode, ThemePresetVariables, ThemeVariables } from '../core/options/theme'
import { usePorticoInstance } from './PorticoContext'
import { usePorticoValue } from './usePorticoValue'

/**
 * What {@link usePorticoTheme} returns.
 *
 * @example
 * ```ts
 * const { themeMode, setThemeMode } = usePorticoTheme()
 * setThemeMode('light')
 * ```
 */
export interface UsePorticoThemeResult {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** The host's preset, if any (`createPortico({ themePreset })`). */
  themePreset: ThemePresetVariables | undefined
  setThemeMode(mode: ThemeMode): void
  /** Changes some variables and keeps the others. */
  setThemeVariables(variables: Partial<ThemeVariables>): void
}

/**
 * Reads and changes the modal's theme; the modal and the button restyle at once.
 *
 * @example
 * ```tsx
 * function ThemeSwitch() {
 *   const { themeMode, setThemeMode } = usePorticoTheme()
 *   return <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>Theme</button>
 * }
 * ```
 */
export function usePorticoTheme(): UsePorticoThemeResult {
  const portico = usePorticoInstance()
  const theme = usePorticoValue(({ theme }) => ({
    themeMode: theme.mode,
    themeVariables: theme.variables,
    themePreset: theme.preset,
  }))
  const setters = useMemo(
    () => ({ setThemeMode: portico.theme.setMode, setThemeVariables: portico.theme.setVariables }),
    [portico],
  )
  return { ...theme, ...setters }
}
