import { array, type Schema } from './schema'

/**
 * Bounded and refined schemas beside the kit's basics (`schema.ts`): text of a length and a
 * pattern, bounded integers, literals, either of two, bounded lists, any value. Like the basics
 * they never throw and never eval, so strict-CSP hosts log nothing (issue 11 defect 10); they
 * are the one validation approach of the package (issue 31 item 7: zod is no longer used).
 *
 * @example
 * ```ts
 * const reply = object({ id: text({ min: 1, max: 100 }), count: integer({ min: 0 }) })
 * reply({ id: 'a1', count: 2 }) // { id: 'a1', count: 2 }
 * reply({ id: '', count: 2 }) // undefined
 * ```
 */
export interface TextBounds {
  /** Fewest characters (UTF-16 code units, as `length` counts). */
  min?: number
  /** Most characters. */
  max?: number
  /** A pattern the whole text must match (anchor it). */
  pattern?: RegExp
}

/** A string within `bounds`. */
export function text({ min = 0, max = Number.POSITIVE_INFINITY, pattern }: TextBounds = {}) {
  const schema: Schema<string> = (input) =>
    typeof input === 'string' &&
    input.length >= min &&
    input.length <= max &&
    (pattern === undefined || pattern.test(input))
      ? input
      : undefined
  return schema
}

/** A safe integer from `min` to `max` (inclusive). */
export function integer({ min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {}) {
  const schema: Schema<number> = (input) =>
    Number.isSafeInteger(input) && (input as number) >= min && (input as number) <= max
      ? (input as number)
      : undefined
  return schema
}

/** Exactly `value`. */
export function literal<const T extends string | number | boolean>(value: T): Schema<T> {
  return (input) => (input === value ? value : undefined)
}

/** `first`'s value, else `second`'s. */
export function either<A, B>(first: Schema<A>, second: Schema<B>): Schema<A | B> {
  return (input) => first(input) ?? second(input)
}

/** `schema`'s value when `check` also accepts it (a refinement such as an e-mail check). */
export function where<T>(schema: Schema<T>, check: (value: T) => boolean): Schema<T> {
  return (input) => {
    const value = schema(input)
    return value !== undefined && check(value) ? value : undefined
  }
}

/** An array of at most `max` items, each fitting `item`; one bad item refuses the array. */
export function list<T>(item: Schema<T>, max: number): Schema<T[]> {
  const items = array(item)
  return (input) => (Array.isArray(input) && input.length <= max ? items(input) : undefined)
}

/** Any value, as it is (a JSON-RPC result Portico hands on unread); wrap it in `optional`. */
export const anyValue: Schema<unknown> = (input) => input
