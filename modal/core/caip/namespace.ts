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

/** CAIP-2: `namespace:reference`. */
const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/
/** CAIP-10: `chain_id:account_address`. */
const CAIP10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

/**
 * Splits a CAIP-2 network id (`count` 2) or a CAIP-10 account id (`count` 3) by the grammars of
 * their texts (namespace `[-a-z0-9]{3,8}`, reference `[-_a-zA-Z0-9]{1,32}`, account address
 * `[-.%a-zA-Z0-9]{1,128}`), then keeps it only when the namespace is one Portico supports;
 * undefined otherwise. Shared by the network-id and address parsers.
 */
export function splitCaip(value: unknown, count: 2 | 3): [ChainNamespace, ...string[]] | undefined {
  if (typeof value !== 'string') return undefined
  const match = (count === 2 ? CAIP2 : CAIP10).exec(value)
  if (!match) return undefined
  const [, namespace, ...rest] = match as unknown as [string, string, ...string[]]
  return isChainNamespace(namespace) ? [namespace, ...rest] : undefined
}
