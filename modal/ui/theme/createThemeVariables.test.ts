import { describe, expect, it } from 'vitest'
import { createThemeVariables } from './createThemeVariables'
import { PALETTES } from './palettes'
import { darkTheme, midnightTheme, sunsetTheme } from './presets'
import type { ThemeOverrides } from './themeContract'
import { themeVariablesToCss } from './themeCss'

describe('createThemeVariables', () => {
  it('default: dark mode with the SPEC §9 modal look and animation timers', () => {
    const vars = createThemeVariables()
    expect(vars['--portico-font-size-master']).toBe('10px')
    expect(vars['--portico-border-radius-master']).toBe('4px')
    expect(vars['--portico-z-index']).toBe('999')
    expect(vars['--portico-color-mix-strength']).toBe('0%')
    expect(vars['--portico-modal-width']).toBe('360px')
    expect(vars['--portico-duration-short']).toBe('120ms')
    expect(vars['--portico-duration-medium']).toBe('150ms')
    expect(vars['--portico-duration-long']).toBe('150ms')
    expect(vars['--portico-duration-shake']).toBe('500ms')
    expect(vars['--portico-color-background']).toBe(PALETTES.dark['--portico-color-background'])
  })

  it('default: every variable carries the --portico- prefix', () => {
    for (const name of Object.keys(createThemeVariables())) expect(name).toMatch(/^--portico-/)
  })

  it('parameters: light mode uses the light palette and keeps the masters', () => {
    const vars = createThemeVariables({ mode: 'light' })
    expect(vars['--portico-color-background']).toBe(PALETTES.light['--portico-color-background'])
    expect(vars['--portico-color-foreground']).toBe(PALETTES.light['--portico-color-foreground'])
    expect(vars['--portico-modal-width']).toBe('360px')
  })

  it('parameters: overrides replace defaults and leave the rest alone', () => {
    const vars = createThemeVariables({
      overrides: { '--portico-color-accent': 'hotpink', '--portico-color-mix-strength': '20%' },
    })
    expect(vars['--portico-color-accent']).toBe('hotpink')
    expect(vars['--portico-color-mix-strength']).toBe('20%')
    expect(vars['--portico-z-index']).toBe('999')
  })

  it("parameters: a preset replaces the mode's colours; overrides still win over it", () => {
    const vars = createThemeVariables({
      preset: midnightTheme,
      overrides: { '--portico-color-accent': '#00aa88' },
    })
    expect(vars['--portico-color-background']).toBe(midnightTheme['--portico-color-background'])
    expect(vars['--portico-color-accent']).toBe('#00aa88')
    expect(vars['--portico-font-size-master']).toBe('10px')
  })

  it('parameters: a preset extended by spreading keeps the rest of its roles', () => {
    const vars = createThemeVariables({
      mode: 'light',
      preset: { ...sunsetTheme, '--portico-color-accent': '#9a3412' },
    })
    expect(vars['--portico-color-accent']).toBe('#9a3412')
    expect(vars['--portico-color-surface']).toBe(sunsetTheme['--portico-color-surface'])
    expect(darkTheme['--portico-color-background']).toBe(
      PALETTES.dark['--portico-color-background'],
    )
  })

  it('parameters: a derived token may be overridden, names outside the contract in a preset are dropped', () => {
    const sneaky = { ...darkTheme, '--portico-evil': 'x' } as typeof darkTheme
    const vars = createThemeVariables({
      preset: sneaky,
      overrides: { '--portico-space-4': '20px' },
    })
    expect(vars['--portico-space-4']).toBe('20px')
    expect(vars).not.toHaveProperty('--portico-evil')
  })

  it('parameters: names outside the contract are dropped', () => {
    const sneaky = { '--other-thing': 'red' } as unknown as ThemeOverrides
    expect(createThemeVariables({ overrides: sneaky })).not.toHaveProperty('--other-thing')
  })

  it('behavior: serialises to a :host rule that cannot break out of its block', () => {
    const css = themeVariablesToCss(
      createThemeVariables({ overrides: { '--portico-color-accent': 'red} body{color:red' } }),
    )
    expect(css.startsWith(':host {')).toBe(true)
    expect(css).toContain('--portico-modal-width: 360px;')
    expect(css.match(/[{}]/g)).toEqual(['{', '}'])
  })
})
