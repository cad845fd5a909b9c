import type { Eip1193Provider } from '../injected/eip1193'

/** EIP-6963 event names. */
export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider'

/** What a wallet says about itself in an EIP-6963 announcement. */
export interface Eip6963ProviderInfo {
  /** A UUIDv4 unique to this wallet session. */
  uuid: string
  name: string
  /** An image URI (EIP-6963 asks for a data URI). Untrusted: see sanitizeIconUrl. */
  icon: string
  /** Reverse-DNS id of the wallet, e.g. "io.metamask"; stable across sessions. */
  rdns: string
}

/** The frozen `detail` of an `eip6963:announceProvider` event. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}
