import { describe, expect, it } from 'vitest'
import { safeDeepLink } from './deepLinkPolicy'
import { cleanLink, safeImageUrl, safeLinkUrl } from './urlPolicy'

const ALWAYS_REFUSED = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\nscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'blob:https://a.example/1',
  'file:///etc/passwd',
  '/relative/path.png',
  '//evil.example/x.png',
  'https://user:pass@evil.example/',
  'https://evil.example/\u0000.png',
  '',
  42,
  null,
  { toString: () => 'https://a.example' },
]

describe('urlPolicy (issue 11 defect 6)', () => {
  it('default: https links and images pass; http only on loopback', () => {
    expect(safeLinkUrl('https://etherscan.io/address/0xabc')).toBe(
      'https://etherscan.io/address/0xabc',
    )
    expect(safeImageUrl('https://img.example/a.png')).toBe('https://img.example/a.png')
    expect(safeLinkUrl('http://127.0.0.1:4100/x')).toBe('http://127.0.0.1:4100/x')
    expect(safeImageUrl('http://localhost:4200/v1/wallet-image/1')).toBe(
      'http://localhost:4200/v1/wallet-image/1',
    )
    expect(safeLinkUrl('http://evil.example/')).toBeUndefined()
    expect(safeImageUrl('http://evil.example/a.png')).toBeUndefined()
  })

  it('behavior: data:image is an image, never a link', () => {
    const svg = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'
    expect(safeImageUrl(svg)).toBe(svg)
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    )
    expect(safeLinkUrl(svg)).toBeUndefined()
    expect(safeImageUrl(`data:image/png;base64,${'A'.repeat(200_000)}`)).toBeUndefined()
  })

  it('behavior: cleanLink trims and refuses empty, spaced, control-character and overlong strings', () => {
    expect(cleanLink(' metamask:// ')).toBe('metamask://')
    expect(cleanLink('a b')).toBeUndefined()
    expect(cleanLink('a\u0007b')).toBeUndefined()
    expect(cleanLink('')).toBeUndefined()
    expect(cleanLink(`https://a.example/${'x'.repeat(5000)}`)).toBeUndefined()
  })

  for (const value of ALWAYS_REFUSED) {
    it(`parameters: ${JSON.stringify(String(value))} is refused everywhere`, () => {
      expect(safeLinkUrl(value)).toBeUndefined()
      expect(safeImageUrl(value)).toBeUndefined()
      expect(safeDeepLink(value)).toBeUndefined()
    })
  }
})
