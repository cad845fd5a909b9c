import type { Schema } from '../validation/schema'

/**
 * How one storage key turns its value into a string and back. `decode` returns undefined for
 * anything it does not recognise, so garbage written by another script is ignored, not thrown.
 */
export interface Codec<T> {
  encode(value: T): string
  decode(raw: string): T | undefined
}

/** A plain string, stored as is. */
export const stringCodec: Codec<string> = {
  encode: (value) => value,
  decode: (raw) => (raw === '' ? undefined : raw),
}

/** A finite number, stored in decimal. */
export const numberCodec: Codec<number> = {
  encode: (value) => String(value),
  decode: (raw) => {
    const value = Number(raw)
    return raw.trim() !== '' && Number.isFinite(value) ? value : undefined
  },
}

/** A boolean flag, stored as "true" or "false". */
export const booleanCodec: Codec<boolean> = {
  encode: (value) => String(value),
  decode: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
}

/** A string accepted only when `guard` says it belongs to a known set. */
export function guardedStringCodec<T extends string>(
  guard: (value: string) => value is T,
): Codec<T> {
  return { encode: (value) => value, decode: (raw) => (guard(raw) ? raw : undefined) }
}

/** A list of numbers joined by commas (SPEC §3: smart-account networks are comma joined). */
export const commaNumbersCodec: Codec<number[]> = {
  encode: (value) => value.join(','),
  decode: (raw) => {
    if (raw.trim() === '') return []
    const values = raw.split(',').map((part) => Number(part.trim()))
    return values.every((value) => Number.isInteger(value)) ? values : undefined
  },
}

/** JSON checked against a schema; anything that fails to parse or match is undefined. */
export function jsonCodec<T>(schema: Schema<T>): Codec<T> {
  return {
    encode: (value) => JSON.stringify(value),
    decode: (raw) => {
      try {
        return schema(JSON.parse(raw))
      } catch {
        return undefined
      }
    },
  }
}
