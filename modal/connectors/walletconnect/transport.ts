import type { ProposalNamespaces } from './namespaces'

/** A settled WalletConnect session, in Portico's plain shape (no library types leak out). */
export interface WalletConnectSession {
  topic: string
  pairingTopic: string
  /** Unix seconds, as the protocol counts. */
  expiry: number
  peer: { name: string; url: string; icons: string[] }
  /** Per chain family: CAIP-10 accounts, CAIP-2 chains, methods and events the wallet granted. */
  namespaces: Record<
    string,
    { accounts: string[]; chains: string[]; methods: string[]; events: string[] }
  >
}

/** What the wallet side does to a session after it settled. */
export type TransportEvent =
  | { type: 'sessionDeleted'; topic: string }
  | { type: 'sessionUpdated'; session: WalletConnectSession }
  | { type: 'walletEvent'; topic: string; name: string; data: unknown; chainId: string }
  /** The relay ended the connection for good (e.g. it refused the project id); its message. */
  | { type: 'providerError'; message: string }

/**
 * The connector's view of the WalletConnect library, so that the connector's rules (pairing
 * validity, reuse, restore) load and test without it. signClientTransport.ts implements it.
 */
export interface WalletConnectTransport {
  /** Creates a pairing and sends a session proposal; `approval` settles when the wallet answers. */
  propose(
    namespaces: ProposalNamespaces,
  ): Promise<{ uri: string; approval: Promise<WalletConnectSession> }>
  /** Sessions restored from storage (acknowledged by the wallet). */
  sessions(): WalletConnectSession[]
  /** Rejects with the wallet's `{ code, message }` error object when the wallet refuses. */
  request(params: {
    topic: string
    chainId: string
    method: string
    params: unknown
  }): Promise<unknown>
  disconnect(topic: string): Promise<void>
  subscribe(listener: (event: TransportEvent) => void): () => void
  /** Closes sockets and timers; the transport is unusable afterwards. */
  close(): Promise<void>
}
