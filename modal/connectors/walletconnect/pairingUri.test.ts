import { describe, expect, it } from 'vitest'
import { isPairingUriExpired, issuePairingUri, msUntilPairingUriExpires } from './pairingUri'

describe('pairingUri', () => {
  it('default', () => {
    expect(issuePairingUri('wc:a@2', 1_000)).toEqual({
      uri: 'wc:a@2',
      issuedAt: 1_000,
      expiresAt: 241_000,
    })
  })

  it('behavior: a URI counts as expired when 10 seconds or less remain', () => {
    const pairing = issuePairingUri('wc:a@2', 0)
    expect(isPairingUriExpired(pairing, 229_999)).toBe(false)
    expect(isPairingUriExpired(pairing, 230_000)).toBe(true)
    expect(isPairingUriExpired(pairing, 300_000)).toBe(true)
  })

  it('behavior: msUntilPairingUriExpires counts down to the 3 min 50 s mark, never below 0', () => {
    const pairing = issuePairingUri('wc:a@2', 0)
    expect(msUntilPairingUriExpires(pairing, 0)).toBe(230_000)
    expect(msUntilPairingUriExpires(pairing, 229_000)).toBe(1_000)
    expect(msUntilPairingUriExpires(pairing, 500_000)).toBe(0)
  })
})
