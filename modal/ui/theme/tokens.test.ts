import { describe, expect, it } from 'vitest'
import { baseCss } from './baseCss'
import { createThemeVariables } from './createThemeVariables'
import { TOKEN_VARIABLES } from './themeContract'
import { TOKEN_DEFINITIONS } from './tokens'

/**
 * Evaluates a token to pixels with the given masters: `calc(var(--master) * k)` → master × k.
 * Enough for the token shapes tokens.ts writes; anything else is returned as it is.
 */
function px(value: string, masters: { font: number; radius: number }): number | string {
  const match = /^calc\(var\(--portico-(font-size|border-radius)-master\) \* ([\d.]+)\)$/.exec(
    value,
  )
  if (!match) return value
  return (
    Math.round(
      (match[1] === 'font-size' ? masters.font : masters.radius) * Number(match[2]) * 100,
    ) / 100
  )
}

const at =
  (font: number, radius = 4) =>
  (name: keyof typeof TOKEN_DEFINITIONS) =>
    px(TOKEN_DEFINITIONS[name], { font, radius })

describe('design tokens', () => {
  it('default: the SPEC §9 masters give a 12/14/16/20 type scale, a 4px spacing step and 4/8/12/16 radii', () => {
    const token = at(10)
    expect(createThemeVariables()['--portico-font-size-master']).toBe('10px')
    const scale = (prefix: string, steps: readonly (string | number)[]) =>
      steps.map((step) => token(`${prefix}${step}` as keyof typeof TOKEN_DEFINITIONS))
    expect(scale('--portico-font-size-', ['xs', 'sm', 'md', 'lg'])).toEqual([12, 14, 16, 20])
    expect(scale('--portico-space-', [1, 2, 3, 4, 6, 8])).toEqual([4, 8, 12, 16, 24, 32])
    expect(scale('--portico-radius-', ['xs', 'sm', 'md', 'lg'])).toEqual([4, 8, 12, 16])
    expect(token('--portico-control-height')).toBe(40)
  })

  it('behavior: a larger font size master scales the type, spacing and control sizes with it', () => {
    const token = at(12)
    expect(token('--portico-font-size-sm')).toBe(16.8)
    expect(token('--portico-space-4')).toBe(19.2)
    expect(token('--portico-control-height')).toBe(48)
  })

  it('behavior: the border radius master scales every radius but the pill', () => {
    expect(px(TOKEN_DEFINITIONS['--portico-radius-md'], { font: 10, radius: 6 })).toBe(18)
    expect(TOKEN_DEFINITIONS['--portico-radius-full']).toBe('9999px')
  })

  it('default: every token of the contract is defined on the shadow host', () => {
    for (const name of TOKEN_VARIABLES)
      expect(baseCss).toContain(`${name}: ${TOKEN_DEFINITIONS[name]};`)
  })

  it('behavior: elevations and the focus ring draw from the colour roles, so presets restyle them', () => {
    expect(TOKEN_DEFINITIONS['--portico-shadow-lg']).toContain('var(--portico-color-shadow)')
    expect(TOKEN_DEFINITIONS['--portico-focus-ring']).toContain('var(--portico-color-focus-ring)')
  })
})
