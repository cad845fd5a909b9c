import type { Clock } from '../../clock/clock'
import type { FetchFn, KeyValueStorage, Logger } from '../../deps'
import { array, type Schema } from '../../validation/schema'
import { createTtlCache, type TtlCache } from '../cache/ttlCache'
import type { HttpClient } from '../http/httpClient'
import { createSdkHttpClient, type SdkIdentity } from '../http/sdkHttpClient'
import type { ProjectRefusalWatch } from './projectRefusal'
import { identitySchema, nameProfileSchema, tokenBalanceSchema } from './schemas'
import type { Identity, NameProfile, SupportedChains, TokenBalance } from './types'

/** SPEC §9 cache and retry times of the Blockchain API client. */
export const BLOCKCHAIN_API_TIMES = {
  balanceCacheMs: 30_000,
  balanceRetryAfterFailureMs: 30_000,
  identityCacheMs: 5 * 60_000,
  reverseNameCacheMs: 5 * 60_000,
} as const

/**
 * The header AppKit 1.8's client sends on its convert GETs (quotes, allowance, gas price,
 * build-approve) and JSON posts; Portico sends the same on the same calls.
 */
export const JSON_CONTENT_TYPE = { 'Content-Type': 'application/json' } as const

/** No header at all: AppKit posts the onramp and session-revoke bodies without a content type. */
export const NO_HEADERS = {} as const

/** Dependencies and settings of {@link createBlockchainApiClient}. */
export interface BlockchainApiConfig extends SdkIdentity, ProjectRefusalWatch {
  fetch: FetchFn
  clock: Clock
  /** The API host, e.g. 'http://127.0.0.1:4100' in the lab. */
  baseUrl: string
  /** The active network's CAIP id; calls return empty defaults when it is not supported. */
  getActiveCaipNetworkId: () => string | undefined
  /** Persists the balance, identity and reverse-name caches across reloads when given. */
  storage?: KeyValueStorage
  /** Prefix of the cache keys in `storage`; default '@portico/'. */
  storageKeyPrefix?: string
  /** Per-call time-out; default 30 s. */
  timeoutMs?: number
  /** Where dropped answer items and cache entries are reported; silent by default. */
  logger?: Pick<Logger, 'warn'>
}

/** What every Blockchain API call reads: the HTTP client, the caches and the network check. */
export interface BlockchainApiContext {
  http: HttpClient
  clock: Clock
  logger: Pick<Logger, 'warn'>
  projectId: string
  getActiveCaipNetworkId: () => string | undefined
  /** The in-memory supported-chains answer for the life of the instance. */
  supportedChains: { promise: Promise<SupportedChains> | undefined }
  balanceCache: TtlCache<TokenBalance[]>
  /** When a balance call last failed, per `${chainId}:${address}`. */
  balanceFailures: Map<string, number>
  identityCache: TtlCache<Identity>
  reverseNameCache: TtlCache<NameProfile[]>
}

/** Builds the shared context of one client instance. Performs no I/O. */
export function createBlockchainApiContext(config: BlockchainApiConfig): BlockchainApiContext {
  const { clock, storage } = config
  const prefix = config.storageKeyPrefix ?? '@portico/'
  const logger = config.logger ?? { warn: () => undefined }
  const cache = <T>(ttlMs: number, name: string, schema: Schema<T>) =>
    createTtlCache<T>({
      clock,
      ttlMs,
      ...(storage ? { storage, storageKey: `${prefix}${name}`, schema, logger } : {}),
    })
  // AppKit's client posts with the client id and each call's own parameters only.
  const http = createSdkHttpClient({ ...config, clock, postIdentity: 'clientId' })
  return {
    http,
    clock,
    logger,
    projectId: config.projectId,
    getActiveCaipNetworkId: config.getActiveCaipNetworkId,
    supportedChains: { promise: undefined },
    balanceCache: cache(
      BLOCKCHAIN_API_TIMES.balanceCacheMs,
      'balanceCache',
      array(tokenBalanceSchema),
    ),
    balanceFailures: new Map(),
    identityCache: cache(BLOCKCHAIN_API_TIMES.identityCacheMs, 'identityCache', identitySchema),
    reverseNameCache: cache(
      BLOCKCHAIN_API_TIMES.reverseNameCacheMs,
      'reverseNameCache',
      array(nameProfileSchema),
    ),
  }
}
