import type { Eip1193Provider } from '../../connectors/injected/eip1193'
import type { ChainNamespace } from '../caip/types'

/**
 * The raw wallet provider each namespace hands out through `portico.getProvider(namespace)`:
 * an EIP-1193 provider on eip155 (what viem's `custom()` and ethers' `BrowserProvider` take).
 * Families that have no common provider standard yet stay `unknown` until their adapter lands.
 *
 * @example
 * ```ts
 * const provider: NamespaceProviders['eip155'] | undefined = portico.getProvider('eip155')
 * ```
 */
export interface NamespaceProviders {
  eip155: Eip1193Provider
  solana: unknown
  polkadot: unknown
  bip122: unknown
}

/**
 * The provider type of one namespace.
 *
 * @example
 * ```ts
 * const provider: ProviderOf<'eip155'> | undefined = portico.getProvider('eip155')
 * await provider?.request({ method: 'eth_accounts' })
 * ```
 */
export type ProviderOf<N extends ChainNamespace> = NamespaceProviders[N]
