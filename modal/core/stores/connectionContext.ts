import type { ChainNamespace } from '../caip/types'
import type { Logger } from '../deps'
import type { SiwxConfig } from '../options/options'
import type { PorticoStorage } from '../storage/porticoStorage'
import type { AdapterRegistry } from './adapterRegistry'
import type { ChainStore } from './chainStore'
import type { ConnectorsStore } from './connectorsStore'
import type { PorticoPorts } from './ports'

/** What the connection store works with. */
export interface ConnectionContext {
  chains: ChainStore
  adapters: AdapterRegistry
  connectors: ConnectorsStore
  storage: PorticoStorage
  ports: PorticoPorts
  siwx: SiwxConfig | undefined
  logger: Logger
  /** A wallet reported `chainId` on `namespace` (connect, sync or chainChanged). */
  onChainId(namespace: ChainNamespace, chainId: string): void
  /** A disconnect failed (SPEC §7 DISCONNECT_ERROR); the error is thrown to the caller too. */
  onDisconnectFailed?(error: unknown): void
}
