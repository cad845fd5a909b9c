import { reaction } from 'mobx'
import type { ChainNamespace } from '../caip/types'
import type { KeyValueStorage } from '../deps'
import type { ChainStore } from '../stores/chainStore'
import { isCookieStorage } from './cookieStorage'
import {
  applyInitialState,
  INITIAL_STATE_KEY,
  type PorticoInitialState,
  snapshotInitialState,
} from './initialState'

/** What {@link syncInitialState} hands back to the root store. */
export interface InitialStateSync {
  /** After `init()`'s reconnection: clears the seeded accounts no wallet confirmed. */
  dropUnconfirmed(): void
  /** Stops writing the snapshot. */
  stop(): void
}

/**
 * Seeds the chains from the host's `initialState` (a server-read cookie) and, when the storage
 * is a cookie storage, keeps the snapshot a server reads up to date on every connection
 * change. Writes only on change, never at creation (creating an instance performs no I/O).
 *
 * @example
 * ```ts
 * const sync = syncInitialState(portico.chains, deps.storage, options.initialState)
 * await portico.connection.syncConnections()
 * sync.dropUnconfirmed()
 * ```
 */
export function syncInitialState(
  chains: ChainStore,
  storage: KeyValueStorage,
  state: PorticoInitialState | undefined,
): InitialStateSync {
  const seeded: ChainNamespace[] = applyInitialState(chains, state)
  const stop = isCookieStorage(storage)
    ? reaction(
        () => JSON.stringify(snapshotInitialState(chains)),
        (json) => {
          if (snapshotInitialState(chains).accounts.length > 0) {
            storage.setItem(INITIAL_STATE_KEY, json)
          } else storage.removeItem(INITIAL_STATE_KEY)
        },
      )
    : () => {}
  return {
    dropUnconfirmed: () => {
      for (const namespace of seeded.splice(0)) {
        if (chains.status(namespace) !== 'connected') chains.resetAccount(namespace)
      }
    },
    stop,
  }
}
