import type { CaipNetworkId } from '../caip/types'
import type { TokenBalance } from '../services/blockchainApi/types'

/**
 * Ports: what the core asks of capabilities built elsewhere. Each is optional; the capability
 * attaches its implementation with `portico.attachPorts({...})` when it loads.
 */

/** The wallet-pairing connector (WalletConnect-style sessions). */
export interface PairingPort {
  /** Drops the pairing URI and any in-flight pairing (SPEC §4 disconnect). */
  reset(): Promise<void> | void
}

/** The embedded auth connector (e-mail, socials, farcaster). */
export interface AuthProviderPort {
  /** Reloads the embedded-wallet frame (after leaving ConnectingFarcaster disconnected). */
  reload(): Promise<void> | void
}

/** The send form's state, owned by the send capability. */
export interface SendFormPort {
  /** Empties the form (SPEC §4: switching network resets the send form). */
  reset(): void
}

/**
 * Where token balances come from: the Blockchain API client fits as is
 * (`portico.attachPorts({ tokenBalances: api })`); its own guard refuses retries within 30 s
 * of a failure (SPEC §4).
 */
export interface TokenBalancesPort {
  getBalance(params: {
    address: string
    chainId: CaipNetworkId
    forceUpdate?: boolean
  }): Promise<{ balances: TokenBalance[] }>
}

/**
 * What was read for the accounts and kept (the native balance cache, the Blockchain API's
 * balance, identity and name caches): disconnecting empties it (SPEC §4), so the account
 * connected next reads afresh rather than seeing the last one's data for the cache lifetime.
 */
export interface AccountCachesPort {
  clear(): void
}

/**
 * Every port the core knows; see {@link PairingPort} and friends.
 *
 * @example
 * ```ts
 * portico.ports.tokenBalances = { getBalance: async () => ({ balances: [] }) } satisfies PorticoPorts['tokenBalances']
 * ```
 */
export interface PorticoPorts {
  pairing?: PairingPort
  auth?: AuthProviderPort
  sendForm?: SendFormPort
  tokenBalances?: TokenBalancesPort
}
