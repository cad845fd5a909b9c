import { featureError } from '../errors/featureMessages'
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
  return splitCaip(value, 3) !== undefined
}

/**
 * Splits a CAIP address into typed parts by the CAIP-10 grammar (a CAIP-2 network id, then an
 * account address `[-.%a-zA-Z0-9]{1,128}`). Anything else throws the catalogue's `INVALID_INPUT`
 * `PorticoError`; {@link isCaipAddress} asks without throwing.
 *
 * @example
 * ```ts
 * parseCaipAddress('solana:5eykt4:7xKX')
 * // { namespace: 'solana', chainId: '5eykt4', address: '7xKX', caipNetworkId: 'solana:5eykt4' }
 * parseCaipAddress('eip155:1:<script>') // throws PorticoError INVALID_INPUT
 * ```
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  const parts = splitCaip(value, 3)
  if (!parts) throw featureError('INVALID_INPUT', { details: 'not a CAIP-10 account id' })
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
