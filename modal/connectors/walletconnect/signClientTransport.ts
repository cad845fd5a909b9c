import type { SessionTypes } from '@walletconnect/types'
import type { ProposalNamespaces } from './namespaces'
import {
  closeSignClient,
  initOfflineSignClient,
  type OfflineSignClientOptions,
} from './offlineSignClient'
import type { TransportEvent, WalletConnectSession, WalletConnectTransport } from './transport'

/** Copies the library's session record into Portico's plain shape. */
function toSession(struct: SessionTypes.Struct): WalletConnectSession {
  const namespaces: WalletConnectSession['namespaces'] = {}
  for (const [key, ns] of Object.entries(struct.namespaces)) {
    namespaces[key] = {
      accounts: [...ns.accounts],
      chains: [...(ns.chains ?? [])],
      methods: [...ns.methods],
      events: [...ns.events],
    }
  }
  const { name, url, icons } = struct.peer.metadata
  return {
    topic: struct.topic,
    pairingTopic: struct.pairingTopic,
    expiry: struct.expiry,
    peer: { name, url, icons: [...icons] },
    namespaces,
  }
}

/**
 * The site-side WalletConnect transport on @walletconnect/sign-client. This module (and so the
 * library) is only ever reached through the dynamic `import()` in walletConnectConnector.ts.
 */
export async function openSignClientTransport(
  options: OfflineSignClientOptions,
): Promise<WalletConnectTransport> {
  const client = await initOfflineSignClient(options)
  const listeners = new Set<(event: TransportEvent) => void>()
  const emit = (event: TransportEvent) => {
    for (const listener of listeners) listener(event)
  }
  // A fatal socket error (the relay closed with code 3000 and a reason, e.g. a refused project
  // id) closes the library's transport for good: the connector must hear of it.
  client.core.relayer.on('relayer_error', (error: unknown) =>
    emit({
      type: 'providerError',
      message: error instanceof Error ? error.message : String(error),
    }),
  )
  client.on('session_delete', ({ topic }) => emit({ type: 'sessionDeleted', topic }))
  client.on('session_expire', ({ topic }) => emit({ type: 'sessionDeleted', topic }))
  client.on('session_update', ({ topic }) => {
    const struct = client.session.getAll().find((s) => s.topic === topic)
    if (struct) emit({ type: 'sessionUpdated', session: toSession(struct) })
  })
  client.on('session_event', ({ topic, params }) =>
    emit({
      type: 'walletEvent',
      topic,
      name: params.event.name,
      data: params.event.data,
      chainId: params.chainId,
    }),
  )

  return {
    async propose(namespaces: ProposalNamespaces) {
      const { uri, approval } = await client.connect({ optionalNamespaces: namespaces })
      if (!uri) throw new Error('The sign client returned no pairing URI')
      return { uri, approval: approval().then(toSession) }
    },
    sessions() {
      // Expired sessions are removed by the library's own expirer.
      return client.session
        .getAll()
        .filter((s) => s.acknowledged)
        .map(toSession)
    },
    request({ topic, chainId, method, params }) {
      return client.request({ topic, chainId, request: { method, params } })
    },
    async disconnect(topic) {
      await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      listeners.clear()
      await closeSignClient(client)
    },
  }
}
