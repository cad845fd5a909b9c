/**
 * A tiny schema kit for outside values (API answers, storage, wallet results). Hand guards, no
 * `new Function`: zod's JIT probe evals at start-up and strict-CSP hosts log a violation for it
 * (issue 11, defect 10), and a dozen combinators are a fraction of zod's weight.
 *
 * A schema returns a fresh value built from the input's own fields (unknown fields stripped), or
 * undefined when the input does not fit. It never throws: getters and proxies are read in a try.
 *
 * @example
 * ```ts
 * const point = object({ x: number, y: optional(number) })
 * point({ x: 1, extra: true }) // { x: 1 }
 * point({ x: '1' }) // undefined
 * ```
 */
export type Schema<T> = (input: unknown) => T | undefined

/** The type a schema produces. */
export type Infer<S> = S extends Schema<infer T> ? T : never

/** Marks an object field that may be absent; the parsed object then leaves it out. */
export interface OptionalSchema<T> {
  readonly optional: Schema<T>
  /** When set, a present value that does not fit is left out instead of refusing the object. */
  readonly dropInvalid?: boolean
}

type Shape = Record<string, Schema<unknown> | OptionalSchema<unknown>>
type Parsed<S extends Shape> = {
  [K in keyof S as S[K] extends OptionalSchema<unknown> ? never : K]: S[K] extends Schema<infer T>
    ? T
    : never
} & {
  [K in keyof S as S[K] extends OptionalSchema<unknown> ? K : never]?: S[K] extends OptionalSchema<
    infer T
  >
    ? T
    : never
}

function read(input: unknown, key: string): unknown {
  try {
    return (input as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
}

/** The input's own keys, or undefined when listing them throws (a hostile proxy). */
function keysOf(input: object): string[] | undefined {
  try {
    return Object.keys(input)
  } catch {
    return undefined
  }
}

/** Sets an own property even when the key is "__proto__" (no prototype setter runs). */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}

export const string: Schema<string> = (input) => (typeof input === 'string' ? input : undefined)

/** A finite number (NaN and infinities are refused). */
export const number: Schema<number> = (input) =>
  typeof input === 'number' && Number.isFinite(input) ? input : undefined

export const boolean: Schema<boolean> = (input) => (typeof input === 'boolean' ? input : undefined)

/** A string or finite number, as a string (APIs send amounts as either). */
export const numeric: Schema<string> = (input) =>
  typeof input === 'string' ? input : number(input) === undefined ? undefined : String(input)

/** One of the listed strings. */
export function oneOf<const T extends string>(values: readonly T[]): Schema<T> {
  return (input) => (values.includes(input as T) ? (input as T) : undefined)
}

/** `schema`'s value, or null when the input is null. */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (input) => (input === null ? null : schema(input))
}

/** An object field that may be missing or undefined; present, it must fit `schema`. */
export function optional<T>(schema: Schema<T>): OptionalSchema<T> {
  return { optional: schema }
}

/**
 * An object field that may be missing; a value that does not fit is left out rather than
 * refusing the whole object (an unsafe wallet image costs the image, not the wallet).
 */
export function droppable<T>(schema: Schema<T>): OptionalSchema<T> {
  return { optional: schema, dropInvalid: true }
}

/** `schema`'s value, or `fallback` for anything that does not fit; never refuses. */
export function orElse<T>(schema: Schema<T>, fallback: T): Schema<T> {
  return (input) => schema(input) ?? fallback
}

/** A plain object with the fields of `shape`; other fields are dropped. */
export function object<S extends Shape>(shape: S): Schema<Parsed<S>> {
  const entries = Object.entries(shape)
  return (input) => {
    if (!isPlainObject(input)) return undefined
    const out: Record<string, unknown> = {}
    for (const [key, field] of entries) {
      const raw = read(input, key)
      if (typeof field !== 'function') {
        if (raw === undefined) continue
        const value = field.optional(raw)
        if (value === undefined) {
          if (field.dropInvalid) continue
          return undefined
        }
        define(out, key, value)
        continue
      }
      const value = field(raw)
      if (value === undefined) return undefined
      define(out, key, value)
    }
    return out as Parsed<S>
  }
}

/**
 * Like {@link object}, but the input's other own fields are kept as they are (for answers Portico
 * forwards untouched, such as swap quotes).
 */
export function looseObject<S extends Shape>(
  shape: S,
): Schema<Parsed<S> & Record<string, unknown>> {
  const strict = object(shape)
  return (input) => {
    const parsed = strict(input)
    const keys = isPlainObject(input) ? keysOf(input) : undefined
    if (parsed === undefined || keys === undefined) return undefined
    const out: Record<string, unknown> = {}
    for (const key of keys) define(out, key, read(input, key))
    return Object.assign(out, parsed) as Parsed<S> & Record<string, unknown>
  }
}

/** An array whose every item fits `item`; one bad item refuses the whole array. */
export function array<T>(item: Schema<T>): Schema<T[]> {
  return (input) => {
    if (!Array.isArray(input)) return undefined
    const out: T[] = []
    for (const raw of input) {
      const value = item(raw)
      if (value === undefined) return undefined
      out.push(value)
    }
    return out
  }
}

/** A plain object used as a map, every value fitting `value`; keys are kept as own data. */
export function record<T>(value: Schema<T>): Schema<Record<string, T>> {
  return (input) => {
    const keys = isPlainObject(input) ? keysOf(input) : undefined
    if (keys === undefined) return undefined
    const out: Record<string, T> = {}
    for (const key of keys) {
      const parsed = value(read(input, key))
      if (parsed === undefined) return undefined
      define(out, key, parsed)
    }
    return out
  }
}

/** A string `guard` accepts (CAIP ids, addresses, enums). */
export function guarded<T extends string>(guard: (value: string) => value is T): Schema<T> {
  return (input) => (typeof input === 'string' && guard(input) ? input : undefined)
}

/**
 * The items of `input` that fit `item`, and how many were dropped: one bad item of an API list
 * costs that item, not the list. Not an array: nothing kept, nothing counted as dropped.
 *
 * @example
 * ```ts
 * keepValid([1, 'x', 2], number) // { items: [1, 2], dropped: 1 }
 * ```
 */
export function keepValid<T>(input: unknown, item: Schema<T>): { items: T[]; dropped: number } {
  if (!Array.isArray(input)) return { items: [], dropped: 0 }
  const items: T[] = []
  for (const raw of input) {
    const value = item(raw)
    if (value !== undefined) items.push(value)
  }
  return { items, dropped: input.length - items.length }
}
