import { isCaipNetworkId } from '../caip/caipNetworkId'
import { isChainNamespace } from '../caip/namespace'
import type { CaipNetworkId, ChainNamespace } from '../caip/types'
import type { SocialOption } from '../options/features'
import {
  identitySchema,
  nameProfileSchema,
  tokenBalanceSchema,
} from '../services/blockchainApi/cachedSchemas'
import type { Identity, NameProfile, TokenBalance } from '../services/blockchainApi/types'
import {
  array,
  boolean,
  droppable,
  number,
  object,
  oneOf,
  optional,
  record,
  type Schema,
  string,
} from '../validation/schema'
import { safeImageUrl } from '../validation/urlPolicy'
import {
  booleanCodec,
  type Codec,
  commaNumbersCodec,
  guardedStringCodec,
  jsonCodec,
  numberCodec,
  stringCodec,
} from './codecs'

/** Every Portico key in the host's storage starts with this (SPEC §3 "Storage keys are prefixed"). */
export const STORAGE_PREFIX = '@portico/'

/**
 * The key prefix of one instance: `@portico/` alone, or `@portico/<storageKey>/` when the host
 * gives the instance a `storageKey`, so two instances on one page keep apart (issue 11 defect 7).
 *
 * @example
 * ```ts
 * storagePrefix('shop') // '@portico/shop/'
 * ```
 */
export function storagePrefix(storageKey?: string): string {
  return storageKey ? `${STORAGE_PREFIX}${storageKey}/` : STORAGE_PREFIX
}

/** The recent-wallet list never holds more than this many entries (SPEC §3, §9). */
export const MAX_RECENT_WALLETS = 2

/** The visitor's choice of wallet to open by deep link (pairing on mobile). */
export interface DeepLinkChoice {
  href: string
  name: string
}

/** A wallet-listing entry as kept in the recent-wallet list (SPEC §3 Wallet listing). */
export interface RecentWallet {
  id: string
  name: string
  rdns?: string
  image_id?: string
  image_url?: string
  installed?: boolean
  /** The chain families it was connected on (an installed wallet serves only these). */
  chains?: ChainNamespace[]
}

/** Connection status as persisted across reloads. */
export type StoredConnectionStatus = 'connected' | 'disconnected'

/**
 * A cached value and the clock instant (ms) it was written. The Blockchain API client's TTL
 * caches (modal/core/services/cache/ttlCache.ts) read and write these keys in this shape.
 */
export interface TimedEntry<T> {
  value: T
  at: number
}

/** A cache keyed by account or address, stored as one JSON object. */
export type TimedCache<T> = Record<string, TimedEntry<T>>

/** The native balance of one account; `unconfirmed` where the chain has a mempool (bitcoin). */
export interface NativeBalance {
  balance: string
  symbol: string
  unconfirmed?: string
}

/** Checks a native balance read back from storage. */
export const nativeBalanceSchema: Schema<NativeBalance> = object({
  balance: string,
  symbol: string,
  unconfirmed: optional(string),
})

/**
 * Every value Portico persists, and nothing else (SPEC §3 "Local storage keeps"). The key names
 * below, with {@link STORAGE_PREFIX} in front, are what a visitor sees in their storage.
 */
export type StorageSchema = {
  deepLinkChoice: DeepLinkChoice
  activeNamespace: ChainNamespace
  activeCaipNetworkId: CaipNetworkId
  recentWallets: RecentWallet[]
  connectedSocial: SocialOption
  connectionStatus: StoredConnectionStatus
  connectedNamespaces: ChainNamespace[]
  balanceCache: TimedCache<TokenBalance[]>
  nativeBalanceCache: TimedCache<NativeBalance>
  /** SPEC's ENS cache: names registered for an address (reverse lookup), 5 minutes. */
  reverseNameCache: TimedCache<NameProfile[]>
  identityCache: TimedCache<Identity>
  emailLoginUsed: boolean
  email: string
  socialUsername: string
  lastEmailLoginTime: number
  lastUsedChainId: string
  smartAccountEnabledNetworks: number[]
} & { [K in ConnectorIdKey]: string }

/** The per-namespace key of the connected connector id. */
export type ConnectorIdKey = `connectedConnectorId:${ChainNamespace}`

export type StorageKey = keyof StorageSchema

/** The key under which `namespace`'s connected connector id is kept. */
export function connectorIdKey(namespace: ChainNamespace): ConnectorIdKey {
  return `connectedConnectorId:${namespace}`
}

const socials = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
const namespaceSchema = oneOf(NAMESPACES)

/** A cache read back from storage: each entry's value checked by the client's own schema. */
function timedCache<T>(value: Schema<T>): Codec<TimedCache<T>> {
  return jsonCodec(record(object({ value, at: number })))
}

const recentWalletSchema: Schema<RecentWallet> = object({
  id: string,
  name: string,
  rdns: optional(string),
  image_id: optional(string),
  image_url: droppable(safeImageUrl),
  installed: optional(boolean),
  chains: optional(array(namespaceSchema)),
})

const connectorIdCodecs = Object.fromEntries(
  NAMESPACES.map((namespace) => [connectorIdKey(namespace), stringCodec]),
) as { [K in ConnectorIdKey]: Codec<string> }

const recentWallets = array(recentWalletSchema)

/** How each key is encoded; decoding rejects anything that does not match. */
export const STORAGE_CODECS: { [K in StorageKey]: Codec<StorageSchema[K]> } = {
  deepLinkChoice: jsonCodec(object({ href: string, name: string })),
  activeNamespace: guardedStringCodec(isChainNamespace),
  activeCaipNetworkId: guardedStringCodec(isCaipNetworkId),
  recentWallets: jsonCodec((input) => recentWallets(input)?.slice(0, MAX_RECENT_WALLETS)),
  connectedSocial: guardedStringCodec((v): v is SocialOption =>
    (socials as readonly string[]).includes(v),
  ),
  connectionStatus: guardedStringCodec(
    (v): v is StoredConnectionStatus => v === 'connected' || v === 'disconnected',
  ),
  connectedNamespaces: jsonCodec(array(namespaceSchema)),
  balanceCache: timedCache(array(tokenBalanceSchema)),
  nativeBalanceCache: timedCache(nativeBalanceSchema),
  reverseNameCache: timedCache(array(nameProfileSchema)),
  identityCache: timedCache(identitySchema),
  emailLoginUsed: booleanCodec,
  email: stringCodec,
  socialUsername: stringCodec,
  lastEmailLoginTime: numberCodec,
  lastUsedChainId: stringCodec,
  smartAccountEnabledNetworks: commaNumbersCodec,
  ...connectorIdCodecs,
}
