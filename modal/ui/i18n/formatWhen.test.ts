import { describe, expect, it } from 'vitest'
import { formatWhen } from './formatWhen'

const NOW = Date.parse('2026-11-23T12:00:00Z')

describe('formatWhen', () => {
  it('default: within the last week, relative time in the locale', () => {
    expect(formatWhen('en', '2026-11-23T11:55:00Z', NOW)).toBe('5 minutes ago')
    expect(formatWhen('de', '2026-11-23T09:00:00Z', NOW)).toBe('vor 3 Stunden')
    expect(formatWhen('fr', '2026-11-22T10:00:00Z', NOW)).toBe('hier')
    expect(formatWhen('en', '2026-11-23T12:00:00Z', NOW)).toBe('this minute')
    // A block stamped a little ahead of the page's clock is "now", not "in 5 minutes".
    expect(formatWhen('fr', '2026-11-23T12:05:00Z', NOW)).toBe('cette minute-ci')
  })

  it('parameters: older (or future) times are dates in the locale, read in UTC', () => {
    expect(formatWhen('en', '2026-10-02T23:30:00Z', NOW)).toBe('Oct 2, 2026')
    expect(formatWhen('de', '2026-10-02T23:30:00Z', NOW)).toBe('02.10.2026')
    expect(formatWhen('fr', '2026-10-02T23:30:00Z', NOW)).toBe('2 oct. 2026')
    expect(formatWhen('en', '2026-12-01T00:00:00Z', NOW)).toBe('Dec 1, 2026')
  })

  it('behavior: an unreadable time shows nothing', () => {
    expect(formatWhen('en', 'yesterday-ish', NOW)).toBeUndefined()
  })
})
