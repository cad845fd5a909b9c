import { splitCaip } from './namespace'
import type { CaipNetworkId, ChainNamespace } from './types'

/**
 * The parts of a CAIP-2 network id, typed.
 *
 * @example
 * ```ts
 * const { namespace, chainId }: ParsedCaipNetworkId = parseCaipNetworkId('eip155:8453')
 * ```
 */
export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  chainId: string
}

/**
 * True when `value` is a CAIP network id: exactly two non-empty parts (SPEC §5), the first a
 * known chain namespace (so that the typed {@link CaipNetworkId} holds). Never throws.
 *
 * @example
 * ```ts
 * isCaipNetworkId('eip155:1') // true
 * isCaipNetworkId('eip155:1:0xabc') // false: three parts
 * ```
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return parseCaipNetworkId(value) !== undefined
}

/**
 * Splits a CAIP network id; undefined when it is not one (see {@link isCaipNetworkId}).
 *
 * @example
 * ```ts
 * parseCaipNetworkId('eip155:8453') // { namespace: 'eip155', chainId: '8453' }
 * ```
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId | undefined {
  const parts = splitCaip(value, 2)
  if (!parts) return undefined
  const [namespace, chainId = ''] = parts
  return { namespace, chainId }
}

/**
 * Joins a namespace and a chain reference into a CAIP network id.
 *
 * @example
 * ```ts
 * formatCaipNetworkId('eip155', 1) // 'eip155:1'
 * ```
 */
export function formatCaipNetworkId(namespace: ChainNamespace, chainId: string | number) {
  return `${namespace}:${chainId}` as CaipNetworkId
}
