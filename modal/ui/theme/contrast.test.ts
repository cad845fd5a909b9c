import { describe, expect, it } from 'vitest'
import { PALETTES } from './palettes'

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

describe('palettes', () => {
  for (const mode of ['dark', 'light'] as const) {
    it(`behavior: ${mode} text pairs meet WCAG AA (4.5:1)`, () => {
      const p = PALETTES[mode]
      expect(
        contrast(p['--portico-color-accent-foreground'], p['--portico-color-accent']),
      ).toBeGreaterThanOrEqual(4.5)
      expect(
        contrast(p['--portico-color-foreground'], p['--portico-color-background']),
      ).toBeGreaterThanOrEqual(4.5)
      expect(
        contrast(p['--portico-color-foreground'], p['--portico-color-surface']),
      ).toBeGreaterThanOrEqual(4.5)
    })
  }
})
