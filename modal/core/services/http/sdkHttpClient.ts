import type { Clock } from '../../clock/clock'
import type { FetchFn } from '../../deps'
import { type ProjectRefusalWatch, watchedFetch } from '../blockchainApi/projectRefusal'
import { createHttpClient, type HttpClient } from './httpClient'
import { type SdkIdentity, sdkParams } from './sdkParams'

export type { SdkIdentity }

/** Settings of {@link createSdkHttpClient}. */
export interface SdkHttpClientConfig extends SdkIdentity, ProjectRefusalWatch {
  fetch: FetchFn
  clock: Clock
  baseUrl: string
  timeoutMs?: number
  /**
   * What a POST carries besides its own parameters: `'sdk'` (default) the whole identity like
   * a GET, `'clientId'` only the client id, as AppKit's Blockchain API client posts.
   */
  postIdentity?: 'sdk' | 'clientId'
}

/**
 * An {@link HttpClient} that adds `projectId`, `st`, `sv` and (when set) `clientId` to every call
 * (SPEC §7), shared by the Blockchain API, wallet-listing and analytics clients. With
 * `postIdentity: 'clientId'` a POST carries only the client id and its own parameters.
 *
 * @example
 * ```ts
 * const http = createSdkHttpClient({ fetch, clock, baseUrl, projectId: 'p1', sdkType: 'portico', sdkVersion: '0.1.0' })
 * http.url('/getWallets') // '…/getWallets?projectId=p1&st=portico&sv=0.1.0'
 * ```
 */
export function createSdkHttpClient(config: SdkHttpClientConfig): HttpClient {
  return createHttpClient({
    fetch: watchedFetch(config),
    clock: config.clock,
    baseUrl: config.baseUrl,
    ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    commonParams: (method) => {
      const params = sdkParams(config)
      return method === 'POST' && config.postIdentity === 'clientId'
        ? { clientId: params.clientId }
        : params
    },
  })
}
