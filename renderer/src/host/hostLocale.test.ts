import { describe, expect, it } from 'vitest'
import { readHostLocale, withHostLocale } from './hostLocale'

describe('hostLocale', () => {
  it('default: English without a locale parameter', () => {
    expect(readHostLocale('?lab=1')).toBe('en')
  })

  it('parameters: a locale the page offers is read; any other is English', () => {
    expect(readHostLocale('?lab=1&locale=de')).toBe('de')
    expect(readHostLocale('?locale=fr')).toBe('fr')
    expect(readHostLocale('?locale=xx')).toBe('en')
  })

  it('behavior: the choice is kept in the address, other parameters untouched', () => {
    const page = 'http://127.0.0.1:5173/host.html?lab=1&clock=manual'
    expect(withHostLocale(page, 'de')).toBe(`${page}&locale=de`)
    expect(withHostLocale(`${page}&locale=de`, 'en')).toBe(page)
  })
})
