import { readProperty } from '../../validation/result'

/** `body[key]` when it is a non-empty string, else null. */
export function readNullableString(body: unknown, key: string): string | null {
  const value = readProperty(body, key)
  return typeof value === 'string' && value !== '' ? value : null
}

/** `body[key]` when it is an array, else an empty list: a malformed answer degrades to empty. */
export function arrayField<T>(body: unknown, key: string): T[] {
  const value = readProperty(body, key)
  return Array.isArray(value) ? (value as T[]) : []
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
