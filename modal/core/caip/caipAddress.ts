import { splitCaip } from './namespace'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './types'

/**
 * The parts of a CAIP-10 account id, typed.
 *
 * @example
 * ```ts
 * const { namespace, chainId, address }: ParsedCaipAddress = parseCaipAddress('eip155:1:0xabc…')
 * ```
 */
export interface ParsedCaipAddress {
  namespace: ChainNamespace
  /** The CAIP-2 reference, e.g. "1" for eip155:1. */
  chainId: string
  address: string
  caipNetworkId: CaipNetworkId
}

/**
 * True when `value` is a CAIP address (SPEC §5): exactly three non-empty parts separated by
 * colons, and the first is a known chain namespace. Never throws.
 *
 * @example
 * ```ts
 * isCaipAddress('eip155:1:0xabc') // true
 * isCaipAddress('cosmos:1:abc') // false: unknown namespace
 * ```
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return parseCaipAddress(value) !== undefined
}

/**
 * Splits a CAIP address into typed parts; undefined when it is not one (see {@link isCaipAddress}).
 *
 * @example
 * ```ts
 * parseCaipAddress('solana:5eykt4:7xKX')
 * // { namespace: 'solana', chainId: '5eykt4', address: '7xKX', caipNetworkId: 'solana:5eykt4' }
 * ```
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress | undefined {
  const parts = splitCaip(value, 3)
  if (!parts) return undefined
  const [namespace, chainId = '', address = ''] = parts
  return { namespace, chainId, address, caipNetworkId: `${namespace}:${chainId}` }
}

/**
 * Joins a network id and an address into a CAIP address.
 *
 * @example
 * ```ts
 * formatCaipAddress('eip155:1', '0xabc') // 'eip155:1:0xabc'
 * ```
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}
