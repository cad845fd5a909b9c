import type { CaipNetwork, ChainNamespace } from '../../core/caip/types'
import { formatNumber } from '../../core/format/number'
import type { PaymentMethodLimit, PurchaseCurrency } from '../../core/services/blockchainApi/types'

/** SPEC §9: the namespaces the onramp serves. */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * SPEC §9 "restricted time zones for parts of one country": the list of
 * `@reown/appkit-controllers` 1.8, `ConstantsUtil.RESTRICTED_TIMEZONES` (mainland China, Hong
 * Kong and Macau), compared upper-cased as AppKit's `CoreHelperUtil.isRestrictedRegion` does.
 * AppKit uses it to pick its API hosts; SPEC §9 lists it under the onramp, so Portico does not
 * offer Buy crypto to a visitor in one of these zones.
 */
export const RESTRICTED_TIME_ZONES: readonly string[] = [
  'ASIA/SHANGHAI',
  'ASIA/URUMQI',
  'ASIA/CHONGQING',
  'ASIA/HARBIN',
  'ASIA/KASHGAR',
  'ASIA/MACAU',
  'ASIA/HONG_KONG',
  'ASIA/MACAO',
  'ASIA/BEIJING',
]

/**
 * Whether the visitor's time zone (the clock's, see `timeZoneOf`) is a restricted one.
 *
 * @example
 * ```ts
 * isRestrictedTimeZone('Asia/Shanghai') // true
 * ```
 */
export function isRestrictedTimeZone(zone: string | undefined): boolean {
  return zone !== undefined && RESTRICTED_TIME_ZONES.includes(zone.toUpperCase())
}

/** A provider as listed, with its fee range (SPEC §9: 1 to 2 percent). */
export interface OnrampProvider {
  id: string
  name: string
  feeRange: { min: number; max: number }
}

export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = [
  { id: 'coinbase', name: 'Coinbase', feeRange: { min: 1, max: 2 } },
]

/** SPEC §9 pay chains by eip155 chain id; anything else pays on ethereum. */
const PAY_CHAINS: Readonly<Record<string, string>> = {
  '1': 'ethereum',
  '42161': 'arbitrum',
  '137': 'polygon',
  '80094': 'berachain',
  '43114': 'avalanche-c-chain',
  '10': 'optimism',
  '42220': 'celo',
  '8453': 'base',
}

export const FALLBACK_PAY_CHAIN = 'ethereum'

/**
 * The pay chain the provider credits for `network` (SPEC §9, fallback ethereum); solana pays
 * on solana.
 *
 * @example
 * ```ts
 * payChainFor(base) // 'base'
 * ```
 */
export function payChainFor(network: CaipNetwork | undefined): string {
  if (network?.chainNamespace === 'solana') return 'solana'
  return (network && PAY_CHAINS[String(network.id)]) ?? FALLBACK_PAY_CHAIN
}

/**
 * The purchase currencies offered on `network`: those with a network of the same chain id
 * (eip155) or the same pay chain name.
 *
 * @example
 * ```ts
 * currenciesOn(options.purchaseCurrencies, anvil) // USDC and ETH on the lab chain
 * ```
 */
export function currenciesOn(
  currencies: readonly PurchaseCurrency[],
  network: CaipNetwork | undefined,
): PurchaseCurrency[] {
  const payChain = payChainFor(network)
  return currencies.filter((currency) =>
    currency.networks.some(
      (n) => (network && n.chain_id === String(network.id)) || n.name === payChain,
    ),
  )
}

/**
 * The amount problem, if any: not a number at all ("abc", "1e3"), a number not above 0, or
 * outside the method's limits. Each has its own message.
 */
export type AmountProblem = 'notANumber' | 'notPositive' | 'belowMin' | 'aboveMax'

/**
 * Checks a typed fiat amount (a plain decimal such as "50" or "12.5") against a payment
 * method's limits.
 *
 * @example
 * ```ts
 * amountProblem('5', { id: 'card', min: '10.00', max: '7500.00' }) // 'belowMin'
 * amountProblem('abc', undefined) // 'notANumber'
 * ```
 */
export function amountProblem(
  amount: string,
  limit: PaymentMethodLimit | undefined,
): AmountProblem | undefined {
  const typed = amount.trim()
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(typed)) return 'notANumber'
  const value = Number(typed)
  if (value <= 0) return 'notPositive'
  if (limit && value < Number(limit.min)) return 'belowMin'
  if (limit && value > Number(limit.max)) return 'aboveMax'
  return undefined
}

/**
 * A fiat amount in its currency, grouped for the locale: "$7,500.00", "7.000,00 €"; a currency
 * code Intl does not know is written after the number.
 *
 * @example
 * ```ts
 * formatFiat('7500.00', 'USD', 'en') // '$7,500.00'
 * ```
 */
export function formatFiat(value: string, currency: string, locale: string): string {
  const exact = value as Intl.StringNumericLiteral
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(exact)
  } catch {
    return `${formatNumber(value, { locale })} ${currency}`
  }
}
