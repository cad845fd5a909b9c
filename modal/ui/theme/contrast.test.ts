import { describe, expect, it } from 'vitest'
import { PALETTES } from './palettes'
import { themePresets } from './presets'
import type { PaletteVariable } from './themeContract'

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Every text role on every surface it is drawn on (text: 4.5:1, WCAG AA). */
const TEXT_PAIRS: ReadonlyArray<readonly [PaletteVariable, PaletteVariable]> = [
  ['--portico-color-accent-foreground', '--portico-color-accent'],
  ['--portico-color-accent-foreground', '--portico-color-accent-hover'],
  ['--portico-color-foreground', '--portico-color-background'],
  ['--portico-color-foreground', '--portico-color-surface'],
  ['--portico-color-foreground', '--portico-color-surface-hover'],
  ['--portico-color-foreground', '--portico-color-surface-active'],
  ['--portico-color-foreground-muted', '--portico-color-background'],
  ['--portico-color-foreground-muted', '--portico-color-surface'],
  ['--portico-color-foreground-muted', '--portico-color-surface-hover'],
  ['--portico-color-accent', '--portico-color-background'],
  ['--portico-color-error', '--portico-color-background'],
  ['--portico-color-error', '--portico-color-surface'],
]

/** Icons and the focus ring are not text: 3:1 (WCAG 1.4.11). */
const NON_TEXT_PAIRS: ReadonlyArray<readonly [PaletteVariable, PaletteVariable]> = [
  ['--portico-color-focus-ring', '--portico-color-background'],
  ['--portico-color-success', '--portico-color-surface'],
  ['--portico-color-warning', '--portico-color-surface'],
]

const shortfalls = (
  preset: Readonly<Record<PaletteVariable, string>>,
  pairs: typeof TEXT_PAIRS,
  min: number,
) =>
  pairs
    .map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrast(preset[fg], preset[bg]) }))
    .filter(({ ratio }) => ratio < min)

describe('palettes', () => {
  for (const mode of ['dark', 'light'] as const) {
    it(`behavior: ${mode} text pairs meet WCAG AA (4.5:1)`, () => {
      expect(shortfalls(PALETTES[mode], TEXT_PAIRS, 4.5)).toEqual([])
    })
  }

  for (const [name, preset] of Object.entries(themePresets)) {
    it(`behavior: the ${name} preset's text roles meet WCAG AA (4.5:1) on every surface`, () => {
      expect(shortfalls(preset, TEXT_PAIRS, 4.5)).toEqual([])
    })

    it(`behavior: the ${name} preset's icons and focus ring reach 3:1`, () => {
      expect(shortfalls(preset, NON_TEXT_PAIRS, 3)).toEqual([])
    })
  }
})
