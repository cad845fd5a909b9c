import { featureError } from '../errors/featureMessages'

/**
 * A deep, frozen copy of a request: what the visitor is shown is what is sent (issue 11 defect
 * 3: a caller mutating `params` after the approval view appeared got a different payload
 * signed). Values that cannot be copied (functions, DOM nodes) are refused as INVALID_INPUT.
 *
 * @example
 * ```ts
 * const shown = snapshotRequest({ method: 'personal_sign', params: ['0x68', '0xabc'] })
 * Object.isFrozen(shown.params) // true
 * ```
 */
export function snapshotRequest<T>(request: T): Readonly<T> {
  let copy: T
  try {
    copy = structuredClone(request)
  } catch (error) {
    throw featureError('INVALID_INPUT', { details: 'request is not cloneable', cause: error })
  }
  return deepFreeze(copy)
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  for (const key of Reflect.ownKeys(value)) {
    deepFreeze((value as Record<PropertyKey, unknown>)[key])
  }
  return Object.freeze(value)
}
