import { describe, expect, it } from 'vitest'
import { featureError } from '../../core/errors/featureMessages'
import { isPorticoError, type PorticoError } from '../../core/errors/porticoError'
import { PROVIDER_ERROR_CODES } from '../../core/stores/providerErrors'
import { toWalletError, WalletProviderError } from './providerErrors'

describe('toWalletError', () => {
  it('default: each EIP-1193 code becomes its catalogue error and keeps the number', () => {
    const expected = {
      4001: ['USER_REJECTED', 'You declined the request in your wallet'],
      4100: ['WALLET_UNAUTHORIZED', 'Your wallet has not authorised this site for that account'],
      4200: ['WALLET_UNSUPPORTED_METHOD', 'Your wallet does not support this request'],
      4900: ['WALLET_DISCONNECTED', 'Your wallet is disconnected'],
      4901: ['WALLET_CHAIN_DISCONNECTED', 'Your wallet is not connected to this network'],
      4902: ['WALLET_UNRECOGNIZED_CHAIN', 'Your wallet does not know this network yet'],
    }
    expect(Object.keys(PROVIDER_ERROR_CODES).map(Number)).toEqual(Object.keys(expected).map(Number))
    for (const [code, [catalogueCode, shortMessage]] of Object.entries(expected)) {
      const raw = { code: Number(code), message: 'wallet says no', data: { x: 1 } }
      const error = toWalletError(raw)
      expect(error).toBeInstanceOf(WalletProviderError)
      expect(error).toMatchObject({ code: catalogueCode, shortMessage, providerCode: Number(code) })
      expect((error as WalletProviderError).data).toEqual({ x: 1 })
      expect((error as Error).cause).toBe(raw)
    }
  })

  it('parameters: other codes are SOMETHING_WENT_WRONG with the wallet message as details', () => {
    const error = toWalletError({ code: -32603, message: 'execution reverted' })
    expect(isPorticoError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
    expect(error).toMatchObject({ providerCode: -32603 })
    expect((error as PorticoError).details).toContain('execution reverted')
  })

  it('behavior: PorticoErrors and errors without a numeric code pass through unchanged', () => {
    const typed = featureError('CHAIN_NOT_SUPPORTED')
    const plain = new TypeError('fetch failed')
    expect(toWalletError(typed)).toBe(typed)
    expect(toWalletError(plain)).toBe(plain)
    expect(toWalletError({ code: '4001' })).toEqual({ code: '4001' })
  })
})
