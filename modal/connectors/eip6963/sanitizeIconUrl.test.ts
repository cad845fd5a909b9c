import { describe, expect, it } from 'vitest'
import { MAX_ICON_URL_LENGTH, sanitizeIconUrl } from './sanitizeIconUrl'

describe('sanitizeIconUrl', () => {
  it('default: keeps data:image URIs and http(s) URLs', () => {
    expect(sanitizeIconUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(
      'data:image/svg+xml;base64,PHN2Zz4=',
    )
    expect(sanitizeIconUrl('data:image/webp,abc')).toBe('data:image/webp,abc')
    expect(sanitizeIconUrl('https://example.org/a.png')).toBe('https://example.org/a.png')
    expect(sanitizeIconUrl('http://127.0.0.1:5173/a.png')).toBe('http://127.0.0.1:5173/a.png')
  })

  it('behavior: refuses script, html, blob, relative and odd values', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'data:image/',
      'blob:https://example.org/1',
      '/icon.png',
      'https://example.org/a\n.png',
      'data:image/png,\u0000',
      '',
      42,
      undefined,
    ]) {
      expect(sanitizeIconUrl(value), String(value)).toBeUndefined()
    }
  })

  it('parameters: an icon over the size limit is refused', () => {
    expect(
      sanitizeIconUrl(`data:image/png;base64,${'A'.repeat(MAX_ICON_URL_LENGTH)}`),
    ).toBeUndefined()
  })
})
