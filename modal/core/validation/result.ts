import type { ErrorCode } from '../errors/catalogue'

/**
 * The outcome of a validator that explains a refusal: `ok` with the checked value, or the
 * catalogue code whose message the UI shows. Validators return this and never throw.
 */
export type Validation<T> = { ok: true; value: T } | { ok: false; code: ErrorCode }

export const valid = <T>(value: T): Validation<T> => ({ ok: true, value })
export const invalid = <T = never>(code: ErrorCode): Validation<T> => ({ ok: false, code })

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads own property `key` of `value` without ever throwing (proxies and getters can throw).
 */
export function readProperty(value: unknown, key: string): unknown {
  try {
    return isRecord(value) ? value[key] : undefined
  } catch {
    return undefined
  }
}
