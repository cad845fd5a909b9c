import type { Clock } from '../../clock/clock'
import type { FetchFn } from '../../deps'
import { createHttpClient, type HttpClient } from './httpClient'
import { type SdkIdentity, sdkParams } from './sdkParams'

export type { SdkIdentity }

/** Settings of {@link createSdkHttpClient}. */
export interface SdkHttpClientConfig extends SdkIdentity {
  fetch: FetchFn
  clock: Clock
  baseUrl: string
  timeoutMs?: number
}

/**
 * An {@link HttpClient} that adds `projectId`, `st`, `sv` and (when set) `clientId` to every call
 * (SPEC §7), shared by the Blockchain API, wallet-listing and analytics clients.
 *
 * @example
 * ```ts
 * const http = createSdkHttpClient({ fetch, clock, baseUrl, projectId: 'p1', sdkType: 'portico', sdkVersion: '0.1.0' })
 * http.url('/v1/wallets') // '…/v1/wallets?projectId=p1&st=portico&sv=0.1.0'
 * ```
 */
export function createSdkHttpClient(config: SdkHttpClientConfig): HttpClient {
  return createHttpClient({
    fetch: config.fetch,
    clock: config.clock,
    baseUrl: config.baseUrl,
    ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    commonParams: () => sdkParams(config),
  })
}
