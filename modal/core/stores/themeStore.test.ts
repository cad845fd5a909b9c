import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_MODE, DEFAULT_THEME_VARIABLES } from '../options/theme'
import { ThemeStore } from './themeStore'

describe('ThemeStore', () => {
  it('default: dark mode and the SPEC §9 variables', () => {
    const theme = new ThemeStore(DEFAULT_THEME_MODE, DEFAULT_THEME_VARIABLES)
    expect(theme.mode).toBe('dark')
    expect(theme.variables).toEqual({
      fontSizeMaster: '10px',
      borderRadiusMaster: '4px',
      zIndex: 999,
      colorMixStrength: 0,
      modalWidth: '360px',
    })
  })

  it('behavior: mode switches to light and variables merge', () => {
    const theme = new ThemeStore(DEFAULT_THEME_MODE, DEFAULT_THEME_VARIABLES)
    theme.setMode('light')
    theme.setVariables({ accent: '#f00' })
    expect(theme.mode).toBe('light')
    expect(theme.variables.accent).toBe('#f00')
    expect(theme.variables.zIndex).toBe(999)
    expect(DEFAULT_THEME_VARIABLES.accent).toBeUndefined()
  })

  it('parameters: the host preset is kept and can be swapped or dropped', () => {
    const preset = { '--portico-color-accent': '#ff7a45' }
    const theme = ThemeStore.fromOptions({
      themeVariables: DEFAULT_THEME_VARIABLES,
      themePreset: preset,
    })
    expect(theme.mode).toBe('dark')
    expect(theme.preset?.['--portico-color-accent']).toBe('#ff7a45')
    theme.setPreset(undefined)
    expect(theme.preset).toBeUndefined()
  })
})
