import { z } from 'zod'
import { isCaipNetworkId } from '../caip/caipNetworkId'
import { isChainNamespace } from '../caip/namespace'
import type { CaipNetworkId, ChainNamespace } from '../caip/types'
import type { SocialOption } from '../options/features'
import type { Identity, NameProfile, TokenBalance } from '../services/blockchainApi/types'
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

/** The native balance of one account. */
export interface NativeBalance {
  balance: string
  symbol: string
}

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
const namespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122'])

function timedCache<T>(value: z.ZodType<T>): Codec<TimedCache<T>> {
  return jsonCodec(z.record(z.string(), z.object({ value, at: z.number() })))
}

const tokenBalanceSchema: z.ZodType<TokenBalance> = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.string().optional(),
  value: z.number().optional(),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

const nameProfileSchema: z.ZodType<NameProfile> = z.looseObject({
  name: z.string(),
  registered: z.number().optional(),
  updated: z.number().optional(),
  addresses: z.record(
    z.string(),
    z.object({ address: z.string(), created: z.string().optional() }),
  ),
  attributes: z.array(z.record(z.string(), z.string())),
})

const recentWalletSchema: z.ZodType<RecentWallet> = z.object({
  id: z.string(),
  name: z.string(),
  rdns: z.string().optional(),
  image_id: z.string().optional(),
  image_url: z.string().optional(),
  installed: z.boolean().optional(),
})

const connectorIdCodecs = Object.fromEntries(
  namespaceSchema.options.map((namespace) => [connectorIdKey(namespace), stringCodec]),
) as { [K in ConnectorIdKey]: Codec<string> }

/** How each key is encoded; decoding rejects anything that does not match. */
export const STORAGE_CODECS: { [K in StorageKey]: Codec<StorageSchema[K]> } = {
  deepLinkChoice: jsonCodec(z.object({ href: z.string(), name: z.string() })),
  activeNamespace: guardedStringCodec(isChainNamespace),
  activeCaipNetworkId: guardedStringCodec(isCaipNetworkId),
  recentWallets: jsonCodec(
    z.array(recentWalletSchema).transform((w) => w.slice(0, MAX_RECENT_WALLETS)),
  ),
  connectedSocial: guardedStringCodec((v): v is SocialOption =>
    (socials as readonly string[]).includes(v),
  ),
  connectionStatus: guardedStringCodec(
    (v): v is StoredConnectionStatus => v === 'connected' || v === 'disconnected',
  ),
  connectedNamespaces: jsonCodec(z.array(namespaceSchema)),
  balanceCache: timedCache(z.array(tokenBalanceSchema)),
  nativeBalanceCache: timedCache(z.object({ balance: z.string(), symbol: z.string() })),
  reverseNameCache: timedCache(z.array(nameProfileSchema)),
  identityCache: timedCache(
    z.object({ name: z.string().nullable(), avatar: z.string().nullable() }),
  ),
  emailLoginUsed: booleanCodec,
  email: stringCodec,
  socialUsername: stringCodec,
  lastEmailLoginTime: numberCodec,
  lastUsedChainId: stringCodec,
  smartAccountEnabledNetworks: commaNumbersCodec,
  ...connectorIdCodecs,
}
