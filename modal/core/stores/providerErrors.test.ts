import { describe, expect, it } from 'vitest'
import { featureError } from '../errors/featureMessages'
import { ADD_CHAIN_ERROR_CODES, providerErrorCode, toPorticoError } from './providerErrors'

describe('provider errors', () => {
  it('behavior: provider codes map to typed errors (4001, 4100, 4200, 4900, 4901, 4902)', () => {
    const expected = {
      4001: 'USER_REJECTED',
      4100: 'WALLET_UNAUTHORIZED',
      4200: 'WALLET_UNSUPPORTED_METHOD',
      4900: 'WALLET_DISCONNECTED',
      4901: 'WALLET_CHAIN_DISCONNECTED',
      4902: 'WALLET_UNRECOGNIZED_CHAIN',
    }
    for (const [code, name] of Object.entries(expected)) {
      expect(toPorticoError({ code: Number(code) }).code).toBe(name)
    }
  })

  it('behavior: a code wrapped in causes is found', () => {
    const wrapped = new Error('outer', { cause: new Error('mid', { cause: { code: 4001 } }) })
    expect(providerErrorCode(wrapped)).toBe(4001)
    expect(toPorticoError(wrapped).code).toBe('USER_REJECTED')
  })

  it('behavior: a PorticoError passes through; an unknown error becomes the fallback', () => {
    const own = featureError('CHAIN_NOT_SUPPORTED')
    expect(toPorticoError(own)).toBe(own)
    expect(toPorticoError(new Error('x')).code).toBe('SOMETHING_WENT_WRONG')
    expect(toPorticoError('x', 'FAILED_TO_DISCONNECT').code).toBe('FAILED_TO_DISCONNECT')
  })

  it('default: switch errors 4902, 5000 and 32603 trigger adding the chain', () => {
    expect(ADD_CHAIN_ERROR_CODES).toEqual(expect.arrayContaining([4902, 5000, 32603]))
  })
})
