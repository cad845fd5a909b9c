import type { ChainNamespace } from '../caip/types'
import type { Logger } from '../deps'
import type { TokenOption } from '../options/tokenOption'
import type { AdapterRegistry } from './adapterRegistry'
import type { ChainStore } from './chainStore'
import type { NativeBalanceReader } from './lazyNativeBalanceCache'
import type { PorticoPorts } from './ports'
import type { SnackbarStore } from './snackbarStore'

/** SPEC §9: activity and balance namespaces. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * Namespaces whose NATIVE balance the chain adapter reads itself (coordinator's decision beside
 * SPEC §9): bitcoin's from the UTXO set, polkadot's from the chain. Token balances and activity
 * stay on {@link BALANCE_NAMESPACES}.
 */
export const NATIVE_BALANCE_NAMESPACES: readonly ChainNamespace[] = [
  ...BALANCE_NAMESPACES,
  'polkadot',
  'bip122',
]

/** What the balance store works with. */
export interface BalanceContext {
  chains: ChainStore
  adapters: AdapterRegistry
  ports: PorticoPorts
  snackbar: SnackbarStore
  logger: Logger
  /** Native balances read in the last 30 s, and those being read. */
  nativeBalances: NativeBalanceReader
  /** True when the active network is an unsupported-network placeholder. */
  isUnsupportedNetwork(): boolean
  /** What the host's `tokens` names for a network: the first is shown on the account button. */
  hostTokens?(caipNetworkId: string): TokenOption | readonly TokenOption[] | undefined
}
