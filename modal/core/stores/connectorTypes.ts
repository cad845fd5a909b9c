import type { ChainNamespace } from '../caip/types'

/** SPEC §3 connector types. */
export type ConnectorType = 'AUTH' | 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL'

/** The id every chain uses for the embedded auth connector (e-mail and social login). */
export const AUTH_CONNECTOR_ID = 'AUTH'

/** One connector on one chain (SPEC §3 Connector). */
export interface Connector {
  id: string
  name: string
  type: Exclude<ConnectorType, 'MULTI_CHAIN'>
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string }
  /** The wallet's provider object, opaque to the core. */
  provider?: unknown
}

/**
 * A connector as the connect view lists it: either a single-chain connector, or a MULTI_CHAIN
 * entry merging connectors that share a name across chains. `connectors` always lists the
 * per-chain members (one for a single-chain entry).
 */
export interface ConnectorEntry {
  id: string
  /** The display name, after aliases. */
  name: string
  type: ConnectorType
  chains: ChainNamespace[]
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string }
  connectors: Connector[]
}
