import type { CaipNetwork, ChainNamespace } from '../../core/caip/types'

/** SPEC §9: slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1
/** SPEC §9: the provider fee rate (0.85 %), as a decimal string for exact arithmetic. */
export const SWAP_PROVIDER_FEE_RATE = '0.0085'
/** SPEC §9: the gas limit assumed for estimates. */
export const SWAP_GAS_LIMIT = 150_000n
/** SPEC §9: the eip155 networks where swaps are offered. */
export const SWAP_SUPPORTED_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]
/** SPEC §9: suggested and popular tokens start with these, in this order. */
export const SWAP_SUGGESTED_SYMBOLS: readonly string[] = [
  'ETH',
  'UNI',
  '1INCH',
  'AAVE',
  'SOL',
  'USDC',
]
/**
 * How long the amount must rest before a quote is fetched. SPEC §4 asks for a debounce and
 * leaves the length open; 500 ms is ours. It runs on the injected clock.
 */
export const SWAP_QUOTE_DEBOUNCE_MS = 500

/** SPEC §9: the native token's placeholder address per namespace (where swaps exist). */
export const NATIVE_TOKEN_PLACEHOLDER: Readonly<Partial<Record<ChainNamespace, string>>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
}

/**
 * Whether swaps are offered on `network` (SPEC §9: eip155 ids on the list only).
 *
 * @example
 * ```ts
 * isSwapNetwork(base) // true (8453)
 * isSwapNetwork(anvil) // false (31337)
 * ```
 */
export function isSwapNetwork(network: CaipNetwork | undefined): boolean {
  if (network?.chainNamespace !== 'eip155') return false
  return SWAP_SUPPORTED_CHAIN_IDS.includes(Number(network.id))
}

/**
 * The CAIP-10 address of `network`'s native token for the convert API, or undefined where
 * the namespace has no placeholder.
 *
 * @example
 * ```ts
 * nativeTokenAddress(base) // 'eip155:8453:0xeeee…eeee'
 * ```
 */
export function nativeTokenAddress(network: CaipNetwork): string | undefined {
  const placeholder = NATIVE_TOKEN_PLACEHOLDER[network.chainNamespace]
  return placeholder ? `${network.caipNetworkId}:${placeholder}` : undefined
}
