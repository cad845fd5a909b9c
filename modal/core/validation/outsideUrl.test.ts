import { describe, expect, it } from 'vitest'
import { isOpenableUrl } from './outsideUrl'

describe('isOpenableUrl', () => {
  it('default: https anywhere and http on this machine are opened', () => {
    expect(isOpenableUrl('https://pay.example/checkout?x=1')).toBe(true)
    expect(isOpenableUrl('http://127.0.0.1:4100/onramp/checkout')).toBe(true)
    expect(isOpenableUrl('http://localhost/x')).toBe(true)
  })

  it('behavior: other schemes, plain http elsewhere and garbage are refused', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'http://pay.example',
      'nope',
      42,
    ]) {
      expect(isOpenableUrl(url)).toBe(false)
    }
  })
})
