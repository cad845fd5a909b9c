import { string } from '../../validation/schema'
import type { BlockchainApiContext } from './context'
import { arrayField, requiredArrayField } from './fields'
import type { SupportedChains } from './types'

/**
 * GET v1/supported-chains → `{ http: string[], ws: string[] }` (CAIP network ids). Cached in
 * memory for the life of the client; a failed read is not cached, so the next call retries.
 *
 * @example
 * ```ts
 * const { http } = await getSupportedChains(ctx)
 * ```
 */
export function getSupportedChains(ctx: BlockchainApiContext): Promise<SupportedChains> {
  if (!ctx.supportedChains.promise) {
    const promise = ctx.http.get<unknown>('/v1/supported-chains').then((body) => ({
      http: requiredArrayField(ctx.logger, body, 'http', string),
      ws: arrayField(ctx.logger, body, 'ws', string),
    }))
    ctx.supportedChains.promise = promise
    promise.catch(() => {
      if (ctx.supportedChains.promise === promise) ctx.supportedChains.promise = undefined
    })
  }
  return ctx.supportedChains.promise
}

/**
 * True when the API serves `caipNetworkId` (default: the active network) over HTTP. False when
 * there is no network or the supported-chains list cannot be read.
 */
export async function isNetworkSupported(
  ctx: BlockchainApiContext,
  caipNetworkId = ctx.getActiveCaipNetworkId(),
): Promise<boolean> {
  if (!caipNetworkId) return false
  try {
    return (await getSupportedChains(ctx)).http.includes(caipNetworkId)
  } catch {
    return false
  }
}

/**
 * Runs `call` when the active network is supported, else resolves to `emptyDefault` without a
 * request (SPEC §7: "each call returns an empty default when the active network is unsupported").
 * When the supported-chains list itself cannot be read (500, 403, time-out, dropped), the call
 * fails with that error: an unknown answer is not "unsupported", and an empty default would show
 * as "No tokens yet" or wipe the account's name (issue 11 defect 5).
 */
export async function whenSupported<T>(
  ctx: BlockchainApiContext,
  emptyDefault: T,
  call: () => Promise<T>,
): Promise<T> {
  const caipNetworkId = ctx.getActiveCaipNetworkId()
  if (!caipNetworkId) return emptyDefault
  const { http } = await getSupportedChains(ctx)
  return http.includes(caipNetworkId) ? call() : emptyDefault
}
