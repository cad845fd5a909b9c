import type { ChainNamespace } from '../../../core/caip/types'
import { eip155Family } from './eip155'
import type { WalletConnectFamily } from './walletConnectFamily'

/**
 * The chain families one `walletConnect()` serves: eip155 always, then the ones the host
 * passed in `families` (each family's entry exports its own: `solanaWalletConnect` from
 * `portico/solana`, …). Only these are referenced by the host's code, so a bundler emits no
 * chunk, and a host installs no library, for a family it did not pass. Later duplicates of a
 * namespace are dropped.
 *
 * @example
 * ```ts
 * servedFamilies([solanaWalletConnect]).map((f) => f.namespace) // ['eip155', 'solana']
 * ```
 */
export function servedFamilies(
  extra: readonly WalletConnectFamily[] = [],
): readonly WalletConnectFamily[] {
  const byNamespace = new Map<ChainNamespace, WalletConnectFamily>()
  for (const family of [eip155Family, ...extra]) {
    if (!byNamespace.has(family.namespace)) byNamespace.set(family.namespace, family)
  }
  return [...byNamespace.values()]
}

/**
 * The served families among `namespaces`, in the order given (duplicates once); namespaces
 * with no served family are left out.
 *
 * @example
 * ```ts
 * walletConnectFamilies(['eip155', 'solana', 'eip155'], servedFamilies([solanaWalletConnect]))
 *   .map((f) => f.namespace) // ['eip155', 'solana']
 * ```
 */
export function walletConnectFamilies(
  namespaces: readonly ChainNamespace[],
  served: readonly WalletConnectFamily[],
): WalletConnectFamily[] {
  const families = [...new Set(namespaces)].map((namespace) =>
    served.find((family) => family.namespace === namespace),
  )
  return families.filter((family): family is WalletConnectFamily => family !== undefined)
}
