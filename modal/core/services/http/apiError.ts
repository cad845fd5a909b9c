import type { ErrorCode } from '../../errors/catalogue'
import { formatMessage } from '../../errors/catalogue'
import { PorticoError } from '../../errors/porticoError'
import { readProperty } from '../../validation/result'

/**
 * A non-2xx answer: code `HTTP_STATUS` ("HTTP status code: {n}", SPEC §7), with the status and
 * the description of the first reason the API gave, if any (SPEC §8: preferred over generic text).
 *
 * @example
 * ```ts
 * if (isPorticoError(err, 'HTTP_STATUS') && err instanceof ApiHttpError) err.status // 403
 * ```
 */
export class ApiHttpError extends PorticoError {
  readonly status: number
  /** `reasons[0].description` from the error body, when the API sent one. */
  readonly reason: string | undefined

  constructor(status: number, reason: string | undefined) {
    super('HTTP_STATUS', { values: { status }, ...(reason ? { details: reason } : {}) })
    this.status = status
    this.reason = reason
  }
}

/** Reads `reasons[0].description` from an error body (JSON text); undefined otherwise. */
export function firstReasonDescription(bodyText: string): string | undefined {
  let body: unknown
  try {
    body = JSON.parse(bodyText)
  } catch {
    return undefined
  }
  const reasons = readProperty(body, 'reasons')
  const first: unknown = Array.isArray(reasons) ? reasons[0] : undefined
  const description = readProperty(first, 'description')
  return typeof description === 'string' && description.trim() ? description : undefined
}

/**
 * The text to show for a failed call: the API's own first-reason description when it sent one
 * (SPEC §8), otherwise the catalogue message for `fallback`.
 *
 * @example
 * ```ts
 * describeApiError(err, 'ERROR_RESOLVING_NAME') // 'Name is already taken' or 'Error resolving name'
 * ```
 */
export function describeApiError(error: unknown, fallback: ErrorCode): string {
  if (error instanceof ApiHttpError && error.reason) return error.reason
  return formatMessage(fallback)
}
