import { describe, expect, it } from 'vitest'
import { buttonThemeVariables } from './buttonThemeVariables'
import { createThemeVariables } from './createThemeVariables'
import { midnightTheme } from './presets'
import type { ThemeConfig, ThemeOverrides } from './themeContract'

/** The button's eight, read from the modal's whole theme for the same config. */
function fromWholeTheme(config: ThemeConfig) {
  const whole = createThemeVariables(config)
  const button = buttonThemeVariables(config)
  return Object.fromEntries(
    Object.keys(button).map((name) => [name, whole[name as keyof typeof whole]]),
  )
}

describe('buttonThemeVariables', () => {
  it('default: the dark colours and the SPEC §9 masters the button draws with, nothing else', () => {
    const vars = buttonThemeVariables()
    expect(Object.keys(vars).sort()).toEqual([
      '--portico-border-radius-master',
      '--portico-color-accent',
      '--portico-color-accent-foreground',
      '--portico-color-border',
      '--portico-color-foreground',
      '--portico-color-surface',
      '--portico-font-family',
      '--portico-font-size-master',
    ])
    expect(vars['--portico-color-accent']).toBe('#667dff')
    expect(vars['--portico-font-size-master']).toBe('10px')
  })

  it.each<[string, ThemeConfig]>([
    ['dark', { mode: 'dark' }],
    ['light', { mode: 'light' }],
    ['a preset', { mode: 'light', preset: midnightTheme }],
    [
      'overrides over a preset',
      {
        preset: midnightTheme,
        overrides: { '--portico-color-accent': '#00aa88', '--portico-font-family': 'serif' },
      },
    ],
  ])('behavior: with %s, each value is what the modal’s whole theme says', (_, config) => {
    expect(buttonThemeVariables(config)).toEqual(fromWholeTheme(config))
  })

  it('error: a name outside the eight, or a value that is not a string, is dropped', () => {
    const overrides = {
      '--portico-color-success': '#00ff00',
      '--portico-color-accent': 42,
      '--evil': 'url(x)',
    } as unknown as ThemeOverrides
    const vars = buttonThemeVariables({ overrides })
    expect(vars).not.toHaveProperty('--portico-color-success')
    expect(vars).not.toHaveProperty('--evil')
    expect(vars['--portico-color-accent']).toBe('#667dff')
  })
})
