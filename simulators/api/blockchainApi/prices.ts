/**
 * The lab's fixed USD price table, by symbol. Prices never move, so balances, quotes and fiat
 * values are reproducible. Unknown symbols have no price (the API leaves them out).
 */
export const LAB_PRICES_USD: Readonly<Record<string, number>> = {
  ETH: 3000,
  WETH: 3000,
  USDC: 1,
  USDT: 1,
  DAI: 1,
  UNI: 7.5,
  POL: 0.5,
  SOL: 150,
  BTC: 60_000,
  DOT: 6,
}

/** The address the convert endpoints use for a chain's native token (the 0xeeee… convention). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** `value` (a decimal string of whole tokens) times `price`, rounded to cents. */
export function usdValue(numeric: string, price: number): number {
  return Math.round(Number(numeric) * price * 100) / 100
}
