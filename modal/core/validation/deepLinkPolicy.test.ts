import { describe, expect, it } from 'vitest'
import { safeDeepLink } from './deepLinkPolicy'

// Deep links also refuse everything urlPolicy.test.ts lists as refused everywhere.
describe('deepLinkPolicy (issue 11 defect 6)', () => {
  it("behavior: deep links take the wallet's own scheme or an https universal link", () => {
    expect(safeDeepLink('metamask://')).toBe('metamask://')
    expect(safeDeepLink('trust:')).toBe('trust:')
    expect(safeDeepLink('https://link.trustwallet.com')).toBe('https://link.trustwallet.com/')
    expect(safeDeepLink('http://evil.example')).toBeUndefined()
    expect(safeDeepLink('javascript://%0aalert(1)')).toBeUndefined()
    expect(safeDeepLink('intentionally no scheme')).toBeUndefined()
    expect(safeDeepLink('chrome-extension://abc/')).toBeUndefined()
  })
})
