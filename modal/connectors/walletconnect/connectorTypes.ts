import type { CaipNetwork } from '../../core/caip/types'
import type { Clock } from '../../core/clock/clock'
import type { KeyValueStorage } from '../../core/deps'
import type { ProposalNamespaces } from './namespaces'
import type { WalletConnectMetadata } from './offlineSignClient'
import type { PairingUri } from './pairingUri'
import type { WalletConnectSession, WalletConnectTransport } from './transport'
import type { WcKeyValueStorage } from './wcKeyValueStorage'

export interface WalletConnectConnectorOptions {
  projectId: string
  /** The relay, e.g. wss://relay.walletconnect.org, or the lab's ws://127.0.0.1:PORT. */
  relayUrl: string
  metadata: WalletConnectMetadata
  /** Networks to propose; their families become the proposal's namespaces. */
  networks?: readonly CaipNetwork[]
  /** Overrides the namespaces built from `networks`. */
  namespaces?: ProposalNamespaces
  clock: Clock
  storage: KeyValueStorage
  /** Prefix of the client's records in `storage`; default `@portico/wc/`. */
  storageKeyPrefix?: string
  /** Keys the library's global Core cache; distinct per client in one page. Default 'portico'. */
  customStoragePrefix?: string
  /** Messaging-app browsers and iOS Safari reuse a live pairing and await one in flight (SPEC §4). */
  platform?: 'default' | 'messagingApp' | 'iosSafari'
  /** Where the library comes from; tests pass a fake. Default: a dynamic import of sign-client. */
  loadTransport?: (options: TransportLoadOptions) => Promise<WalletConnectTransport>
}

export interface TransportLoadOptions {
  projectId: string
  relayUrl: string
  metadata: WalletConnectMetadata
  storage: WcKeyValueStorage
  customStoragePrefix: string
}

/** What connect() hands the UI: the URI to show and the session it may lead to. */
export interface PairingOffer extends PairingUri {
  /** Settles with the session, whichever URI of this attempt the wallet scanned. */
  approval: Promise<WalletConnectSession>
}

export interface WalletConnectEvents {
  /** A new URI to show: the first one, or a fresh one replacing an expired one. */
  uri: PairingUri
  session: WalletConnectSession
  disconnect: undefined
  walletEvent: { name: string; data: unknown; chainId: string }
  /** A fatal provider error (the relay refused the credentials); see providerAlerts.ts. */
  providerError: { message: string }
}
