import { CHAIN_NAMESPACES, type ChainNamespace } from './types'

/**
 * True when `value` is one of the chain families Portico supports (SPEC §1). Never throws.
 *
 * @example
 * ```ts
 * isChainNamespace('eip155') // true
 * isChainNamespace('cosmos') // false
 * ```
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/**
 * Splits a CAIP string into exactly `count` non-empty colon-separated parts whose first is a
 * known namespace; undefined otherwise. Shared by the network-id and address parsers.
 */
export function splitCaip(
  value: unknown,
  count: number,
): [ChainNamespace, ...string[]] | undefined {
  if (typeof value !== 'string') return undefined
  const parts = value.split(':')
  if (parts.length !== count || parts.some((part) => part === '')) return undefined
  const [namespace, ...rest] = parts
  return isChainNamespace(namespace) ? [namespace, ...rest] : undefined
}
