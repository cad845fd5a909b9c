import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../../../chains/solana/base58'
import { summarizeRequest } from './requestSummary'

describe('summarizeRequest', () => {
  it('default: a personal_sign shows its hex message as text', () => {
    expect(
      summarizeRequest({ method: 'personal_sign', params: ['0x68656c6c6f', '0xabc'] }, 'ETH', 18),
    ).toEqual([{ label: 'approve.message', value: 'hello' }])
  })

  it('behavior: a solana_signMessage shows its base58 message as text, and binary data as hex', () => {
    const text = encodeBase58(new TextEncoder().encode('Sign in to the lab'))
    expect(
      summarizeRequest(
        { method: 'solana_signMessage', params: { message: text, pubkey: 'x' } },
        'SOL',
        9,
      ),
    ).toEqual([{ label: 'approve.message', value: 'Sign in to the lab' }])
    const binary = encodeBase58(new Uint8Array([1, 2, 3]))
    expect(
      summarizeRequest({ method: 'solana_signMessage', params: { message: binary } }, 'SOL', 9),
    ).toEqual([{ label: 'approve.message', value: '0x010203' }])
  })
})
