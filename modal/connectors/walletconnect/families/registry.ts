import type { ChainNamespace } from '../../../core/caip/types'
import { bip122Family } from './bip122'
import { eip155Family } from './eip155'
import { polkadotFamily } from './polkadot'
import { solanaFamily } from './solana'
import type { WalletConnectFamily } from './walletConnectFamily'

/**
 * The chain families WalletConnect connects, by namespace. Adding one (bip122, polkadot) is
 * additive: its adapter, a `families/<namespace>.ts` entry and one line here; its proposal
 * methods and events go in WALLETCONNECT_RPC.
 *
 * @example
 * ```ts
 * const family = WALLETCONNECT_FAMILIES.solana
 * const adapter = await family?.load({ connector, fetch })
 * ```
 */
export const WALLETCONNECT_FAMILIES: Partial<Record<ChainNamespace, WalletConnectFamily>> = {
  eip155: eip155Family,
  solana: solanaFamily,
  bip122: bip122Family,
  polkadot: polkadotFamily,
}

/**
 * The registered families among `namespaces`, in the order given (duplicates once).
 *
 * @example
 * ```ts
 * walletConnectFamilies(['eip155', 'solana', 'eip155']).map((f) => f.namespace) // ['eip155', 'solana']
 * ```
 */
export function walletConnectFamilies(
  namespaces: readonly ChainNamespace[],
): WalletConnectFamily[] {
  const families = [...new Set(namespaces)].map((namespace) => WALLETCONNECT_FAMILIES[namespace])
  return families.filter((family): family is WalletConnectFamily => family !== undefined)
}
