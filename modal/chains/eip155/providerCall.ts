import type { Eip1193Provider } from '../../connectors/injected/eip1193'
import type { AdapterRequest } from '../../core/chains/chainAdapter'
import { toWalletError } from './providerErrors'

/**
 * One EIP-1193 request whose failure comes out mapped by toWalletError (a typed
 * WalletProviderError that keeps the wallet's code).
 *
 * @example
 * ```ts
 * const accounts = await providerCall<string[]>(provider, 'eth_accounts')
 * ```
 */
export async function providerCall<T = unknown>(
  provider: Eip1193Provider,
  method: string,
  params?: AdapterRequest['params'],
): Promise<T> {
  try {
    return (await provider.request(params === undefined ? { method } : { method, params })) as T
  } catch (error) {
    throw toWalletError(error)
  }
}
