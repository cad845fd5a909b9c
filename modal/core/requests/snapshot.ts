import { featureError } from '../errors/featureMessages'

/**
 * A deep, frozen copy of a request: what the visitor is shown is what is sent (issue 11 defect
 * 3: a caller mutating `params` after the approval view appeared got a different payload
 * signed). A request that cannot be copied as data is refused as INVALID_INPUT, before any
 * wallet is asked: functions, symbols and DOM nodes (the structured clone refuses them), a
 * getter that throws, and a cycle (no JSON-RPC payload holds one; a shared, acyclic reference is
 * fine).
 *
 * @example
 * ```ts
 * const shown = snapshotRequest({ method: 'personal_sign', params: ['0x68', '0xabc'] })
 * Object.isFrozen(shown.params) // true
 * const cyclic: { self?: unknown } = {}
 * cyclic.self = cyclic
 * snapshotRequest({ method: 'eth_sendTransaction', params: [cyclic] }) // throws INVALID_INPUT
 * ```
 */
export function snapshotRequest<T>(request: T): Readonly<T> {
  let copy: T
  try {
    copy = structuredClone(request)
  } catch (error) {
    throw featureError('INVALID_INPUT', { details: 'request is not cloneable', cause: error })
  }
  deepFreeze(copy, new Set())
  return copy
}

/**
 * Freezes the copy depth first. `ancestors` holds the objects on the path from the root: meeting
 * one again is a cycle. The copy holds only plain data, so reading it runs no caller code.
 */
function deepFreeze(value: unknown, ancestors: Set<object>): void {
  if (typeof value !== 'object' || value === null) return
  if (ancestors.has(value)) {
    throw featureError('INVALID_INPUT', { details: 'request holds a cycle' })
  }
  ancestors.add(value)
  for (const key of Reflect.ownKeys(value)) {
    deepFreeze((value as Record<PropertyKey, unknown>)[key], ancestors)
  }
  ancestors.delete(value)
  Object.freeze(value)
}
