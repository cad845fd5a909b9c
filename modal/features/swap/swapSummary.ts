import { formatNumber } from '../../core/format/number'
import { SWAP_PROVIDER_FEE_RATE, SWAP_SLIPPAGE_PERCENT } from './swapConstants'
import type { SwapAsset } from './swapTokens'
import { fromBaseUnits, multiplyDecimals, toBaseUnits } from './swapUnits'

/** What {@link swapSummary} reads (a SwapStore fits). */
export interface SwapSummaryInput {
  sourceToken: SwapAsset | undefined
  toToken: SwapAsset | undefined
  sourceTokenAmount: string
  toTokenAmount: string
  networkPrice: number
  swapTransaction: { gas: bigint; gasPrice: bigint } | undefined
  approvalTransaction: { gas: bigint; gasPrice: bigint } | undefined
}

/** The preview's figures (SPEC §3 Swap state), as decimal strings. */
export interface SwapSummary {
  /** Percent the output is worth less than the input at the tokens' USD prices. */
  priceImpact: string | undefined
  /** SPEC §9: 0.85 % of the input, in the source token. */
  providerFee: string
  /** The network fee of the transaction to send next, in the native token and in USD. */
  gasFee: string
  gasPriceInUSD: string
  /** SPEC §9: the quote less 1 % slippage. */
  minimumReceived: string
  maxSlippage: string
  sourceValueInUSD: string
  toValueInUSD: string
}

/**
 * The preview's figures from the swap state: price impact from the tokens' USD prices,
 * the 0.85 % provider fee, the network fee of the next transaction (native and USD) and the
 * minimum received after 1 % slippage.
 *
 * @example
 * ```ts
 * swapSummary(store).minimumReceived // '2917.9'
 * ```
 */
export function swapSummary(input: SwapSummaryInput): SwapSummary {
  const { sourceToken, toToken, sourceTokenAmount, toTokenAmount } = input
  const sourceValue = multiplyDecimals(sourceTokenAmount, String(sourceToken?.price ?? 0))
  const toValue = multiplyDecimals(toTokenAmount, String(toToken?.price ?? 0))
  const next = input.swapTransaction ?? input.approvalTransaction
  const gasFee = next ? fromBaseUnits(next.gas * next.gasPrice, 18) : '0'
  const maxSlippage = multiplyDecimals(toTokenAmount, String(SWAP_SLIPPAGE_PERCENT / 100))
  const decimals = toToken?.decimals ?? 18
  const minimum = subtract(toTokenAmount, maxSlippage, decimals)
  return {
    priceImpact: priceImpact(Number(sourceValue), Number(toValue)),
    providerFee: multiplyDecimals(sourceTokenAmount, SWAP_PROVIDER_FEE_RATE),
    gasFee,
    gasPriceInUSD: multiplyDecimals(gasFee, String(input.networkPrice)),
    minimumReceived: minimum,
    maxSlippage,
    sourceValueInUSD: sourceValue,
    toValueInUSD: toValue,
  }
}

function priceImpact(input: number, output: number): string | undefined {
  if (!(input > 0) || !(output > 0)) return undefined
  return formatNumber(((input - output) / input) * 100, { maximumFractionDigits: 2 })
}

/** a − b for decimal strings, cut to `decimals` places (never below 0). */
function subtract(a: string, b: string, decimals: number): string {
  const difference = (toBaseUnits(a, decimals) ?? 0n) - (toBaseUnits(b, decimals) ?? 0n)
  return fromBaseUnits(difference > 0n ? difference : 0n, decimals)
}
