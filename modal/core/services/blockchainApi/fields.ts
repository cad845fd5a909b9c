import type { Logger } from '../../deps'
import { PorticoError } from '../../errors/porticoError'
import { readProperty } from '../../validation/result'
import { keepValid, type Schema } from '../../validation/schema'

/** `body[key]` when it is a non-empty string, else null. */
export function readNullableString(body: unknown, key: string): string | null {
  const value = readProperty(body, key)
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * The items of `body[key]` that fit `item`: a malformed answer degrades to empty, and each bad
 * item is dropped, reported once per answer through `logger` (issue 11: a bad item is never
 * rendered, and one bad item does not cost the rest).
 */
export function arrayField<T>(
  logger: Pick<Logger, 'warn'>,
  body: unknown,
  key: string,
  item: Schema<T>,
): T[] {
  return keepItems(logger, readProperty(body, key), key, item)
}

/**
 * Like {@link arrayField}, but an answer without the list is a failure (SOMETHING_WENT_WRONG),
 * not an empty list: for answers whose emptiness the visitor would read as a fact ("No tokens
 * yet", "network unsupported"), a malformed 200 must show as the error it is.
 */
export function requiredArrayField<T>(
  logger: Pick<Logger, 'warn'>,
  body: unknown,
  key: string,
  item: Schema<T>,
): T[] {
  const list = readProperty(body, key)
  if (!Array.isArray(list)) {
    throw new PorticoError('SOMETHING_WENT_WRONG', { details: `answer without a ${key} list` })
  }
  return keepItems(logger, list, key, item)
}

/** {@link arrayField} for an answer that is itself the list. */
export function keepItems<T>(
  logger: Pick<Logger, 'warn'>,
  list: unknown,
  what: string,
  item: Schema<T>,
): T[] {
  const { items, dropped } = keepValid(list, item)
  if (dropped > 0) logger.warn(`blockchain api: dropped ${dropped} invalid item(s) of ${what}`)
  return items
}

/** `body[key]` when it is a string, else `fallback`. */
export function stringField(body: unknown, key: string, fallback = ''): string {
  const value = readProperty(body, key)
  return typeof value === 'string' ? value : fallback
}

/** `body[key]` as a string when it is a string or a finite number (APIs send either), else "0". */
export function numericField(body: unknown, key: string): string {
  const value = readProperty(body, key)
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' ? value : '0'
}
