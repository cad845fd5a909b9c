import type { ChainNamespace } from '../caip/types'
import type { Logger } from '../deps'
import type { DisconnectEvents } from '../events/disconnectEvents'
import type { SiwxConfig } from '../options/options'
import type { PorticoStorage } from '../storage/porticoStorage'
import type { AdapterRegistry } from './adapterRegistry'
import type { ChainStore } from './chainStore'
import type { ConnectorsStore } from './connectorsStore'
import type { AccountCachesPort, PorticoPorts } from './ports'

/** What the connection store works with. */
export interface ConnectionContext {
  chains: ChainStore
  adapters: AdapterRegistry
  connectors: ConnectorsStore
  storage: PorticoStorage
  ports: PorticoPorts
  siwx: SiwxConfig | undefined
  logger: Logger
  /** Reports requested disconnects on the event feed (DISCONNECT_SUCCESS / DISCONNECT_ERROR). */
  disconnects?: DisconnectEvents
  /** Emptied whenever a chain's account data is cleared (disconnect). */
  accountCaches?: AccountCachesPort
  /** A wallet reported `chainId` on `namespace` (connect, sync or chainChanged). */
  onChainId(namespace: ChainNamespace, chainId: string): void
}
