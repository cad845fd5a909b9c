import { featureError } from '../errors/featureMessages'
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
  return splitCaip(value, 2) !== undefined
}

/**
 * Splits a CAIP network id by the CAIP-2 grammar (namespace `[-a-z0-9]{3,8}`, reference
 * `[-_a-zA-Z0-9]{1,32}`, the namespace one Portico supports). Anything else throws the
 * catalogue's `INVALID_INPUT` `PorticoError`; {@link isCaipNetworkId} asks without throwing.
 *
 * @example
 * ```ts
 * parseCaipNetworkId('eip155:8453') // { namespace: 'eip155', chainId: '8453' }
 * parseCaipNetworkId('eip155:1\nURI: https://evil.example') // throws PorticoError INVALID_INPUT
 * ```
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = splitCaip(value, 2)
  if (!parts) throw featureError('INVALID_INPUT', { details: 'not a CAIP-2 network id' })
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
