import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_VARIABLES } from '../core/options/theme'
import { createThemeVariables } from '../ui/theme/createThemeVariables'
import { midnightTheme } from '../ui/theme/presets'
import { toThemeConfig } from './themeConfig'

describe('toThemeConfig', () => {
  it('default: the SPEC §9 defaults give the UI defaults', () => {
    const config = toThemeConfig('dark', DEFAULT_THEME_VARIABLES)
    expect(config.mode).toBe('dark')
    expect(createThemeVariables(config)).toEqual(createThemeVariables({ mode: 'dark' }))
  })

  it('parameters: host variables become CSS variables', () => {
    const vars = createThemeVariables(
      toThemeConfig('light', {
        ...DEFAULT_THEME_VARIABLES,
        accent: '#ff0066',
        fontFamily: 'Inter',
        colorMix: '#00ff00',
        colorMixStrength: 20,
        zIndex: 5000,
      }),
    )
    expect(vars['--portico-color-accent']).toBe('#ff0066')
    expect(vars['--portico-font-family']).toBe('Inter')
    expect(vars['--portico-color-mix']).toBe('#00ff00')
    expect(vars['--portico-color-mix-strength']).toBe('20%')
    expect(vars['--portico-z-index']).toBe('5000')
  })

  it('parameters: the host preset colours the modal and its accent option still wins', () => {
    const vars = createThemeVariables(
      toThemeConfig('dark', { ...DEFAULT_THEME_VARIABLES, accent: '#ff0066' }, midnightTheme),
    )
    expect(vars['--portico-color-background']).toBe(midnightTheme['--portico-color-background'])
    expect(vars['--portico-color-accent']).toBe('#ff0066')
  })
})
