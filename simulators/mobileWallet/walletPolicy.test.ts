import { describe, expect, it } from 'vitest'
import { DEFAULT_MOBILE_WALLET_POLICY, decisionFor } from './walletPolicy'

describe('walletPolicy', () => {
  it('default', () => {
    expect(DEFAULT_MOBILE_WALLET_POLICY).toEqual({
      session: 'approve',
      requests: 'approve',
      methods: {},
      delayMs: 0,
    })
    expect(decisionFor(DEFAULT_MOBILE_WALLET_POLICY, 'personal_sign')).toBe('approve')
  })

  it('parameters: a per-method answer overrides the default one', () => {
    const policy = {
      ...DEFAULT_MOBILE_WALLET_POLICY,
      requests: 'reject' as const,
      methods: { eth_chainId: 'approve' as const },
    }
    expect(decisionFor(policy, 'personal_sign')).toBe('reject')
    expect(decisionFor(policy, 'eth_chainId')).toBe('approve')
  })
})
