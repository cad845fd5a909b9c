import { reaction } from 'mobx'
import type { ChainNamespace } from '../caip/types'
import type { ChainStore } from '../stores/chainStore'
import type { ModalStore } from '../stores/modalStore'
import type { DisconnectEvents } from './disconnectEvents'
import type { EventFeed } from './eventFeed'

type Statuses = Array<[ChainNamespace, string]>

/**
 * Turns store changes into SPEC §7 events on `feed`: MODAL_OPEN and MODAL_CLOSE, then
 * CONNECT_SUCCESS (connecting → connected), DISCONNECT_SUCCESS (connected → disconnected, when
 * the wallet ended it; a requested disconnect is reported by DisconnectEvents) and
 * SWITCH_NETWORK (active network changed while connected). Watching the stores keeps them
 * free of event plumbing. Returns the stop function.
 *
 * @example
 * ```ts
 * const stop = watchStoreEvents({ chains, modal }, feed)
 * modal.open() // MODAL_OPEN { connected: false }
 * stop()
 * ```
 */
export function watchStoreEvents(
  {
    chains,
    modal,
    disconnects,
  }: { chains: ChainStore; modal: ModalStore; disconnects?: DisconnectEvents },
  feed: EventFeed,
): () => void {
  const stops = [
    reaction(
      () => modal.isOpen,
      (open) => feed.emit(open ? 'MODAL_OPEN' : 'MODAL_CLOSE', { connected: chains.isConnected() }),
    ),
    reaction(
      (): Statuses => [...chains.chains.keys()].map((ns) => [ns, chains.status(ns)]),
      (now, before) => {
        const previous = new Map(before)
        for (const [namespace, status] of now) {
          const was = previous.get(namespace)
          if (was === 'connecting' && status === 'connected') {
            const name = chains.account(namespace)?.connectedWalletInfo?.name
            feed.emit('CONNECT_SUCCESS', { namespace, ...(name ? { name } : {}) })
          }
          // A requested disconnect reports itself (success or error) through `disconnects`.
          if (
            was === 'connected' &&
            status === 'disconnected' &&
            !disconnects?.isEnding(namespace)
          ) {
            feed.emit('DISCONNECT_SUCCESS', { namespace })
          }
        }
      },
      { equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
    ),
    reaction(
      () => chains.activeCaipNetwork?.caipNetworkId,
      (network, previous) => {
        if (previous && network && chains.isConnected()) feed.emit('SWITCH_NETWORK', { network })
      },
    ),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
