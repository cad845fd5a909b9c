import { HttpError, json, type Route } from '../http/router'
import { fnv1a } from '../svgBadge'
import type { LabContext } from './labContext'
import { LAB_PRICES_USD } from './prices'

/** Coinbase-style fee rate and flat network fee of the lab's quotes (USD). */
const FEE_RATE = 0.015
const NETWORK_FEE_USD = 0.5

/**
 * The onramp rows of SPEC §7:
 * - GET /v1/onramp/options → `{ paymentCurrencies, purchaseCurrencies }`
 * - POST /v1/onramp/quote {purchaseCurrency, paymentCurrency, amount, network} → fee quote
 * - POST /v1/generators/onrampurl {destinationWallets, …} → `{ url }` of the lab checkout page
 * The checkout page the URL leads to is onrampCheckout.ts.
 */
export function onrampRoutes(ctx: LabContext): Route[] {
  const networks = [
    { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
    {
      name: 'lab',
      display_name: 'Portico Lab',
      chain_id: String(ctx.chainId),
      contract_address: '',
    },
  ]
  // SOL pays on the Solana network (the pay chain `solana`, as the provider names it).
  const solana = { name: 'solana', display_name: 'Solana', chain_id: '', contract_address: '' }
  const purchaseCurrencies = [
    { id: 'eth', name: 'Ether', symbol: 'ETH', networks },
    { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks },
    { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [solana] },
  ]
  const limits = (min: string, max: string) => [
    { id: 'CARD', min, max },
    { id: 'ACH_BANK_ACCOUNT', min, max },
  ]
  const paymentCurrencies = [
    { id: 'USD', payment_method_limits: limits('10.00', '7500.00') },
    { id: 'EUR', payment_method_limits: limits('10.00', '7000.00') },
  ]
  return [
    {
      method: 'GET',
      pattern: '/v1/onramp/options',
      handler: () => json({ paymentCurrencies, purchaseCurrencies }),
    },
    {
      method: 'POST',
      pattern: '/v1/onramp/quote',
      query: ['projectId'],
      handler: ({ body }) => {
        const purchase = currencyCode(body, 'purchaseCurrency').toUpperCase()
        const payment = currencyCode(body, 'paymentCurrency').toUpperCase()
        const amount = Number(readField(body, 'amount'))
        if (!(amount > 0)) throw new HttpError(400, 'amount must be a positive number')
        const price = LAB_PRICES_USD[purchase]
        if (!price) throw new HttpError(400, `Unknown purchase currency ${purchase}`)
        const fee = round(amount * FEE_RATE, 2)
        const subtotal = round(amount - fee - NETWORK_FEE_USD, 2)
        const money = (value: number, currency = payment) => ({
          amount: value.toFixed(2),
          currency,
        })
        return json({
          coinbaseFee: money(fee),
          networkFee: money(NETWORK_FEE_USD),
          paymentSubtotal: money(subtotal),
          paymentTotal: money(amount),
          purchaseAmount: { amount: String(round(subtotal / price, 8)), currency: purchase },
          quoteId: `lab-onramp-${fnv1a(`${purchase}|${payment}|${amount}`).toString(16)}`,
        })
      },
    },
    {
      method: 'POST',
      pattern: '/v1/generators/onrampurl',
      query: ['projectId'],
      handler: ({ body }) => {
        const wallets = readField(body, 'destinationWallets')
        const first = Array.isArray(wallets) ? (wallets[0] as unknown) : undefined
        const address = typeof first === 'object' && first ? Reflect.get(first, 'address') : ''
        const asset = typeof first === 'object' && first ? Reflect.get(first, 'assets') : undefined
        const search = new URLSearchParams({ address: String(address ?? '') })
        if (Array.isArray(asset) && typeof asset[0] === 'string') search.set('asset', asset[0])
        const amount = readField(body, 'presetFiatAmount') ?? readField(body, 'presetCryptoAmount')
        if (amount !== undefined) search.set('amount', String(amount))
        return json({ url: `${ctx.baseUrl()}/onramp/checkout?${search}` })
      },
    },
  ]
}

function readField(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined
}

/** A currency given as an id string or as an options object ({ id } / { symbol }). */
function currencyCode(body: unknown, key: string): string {
  const value = readField(body, key)
  if (typeof value === 'string' && value) return value
  const code = readField(value, 'symbol') ?? readField(value, 'id')
  if (typeof code === 'string' && code) return code
  throw new HttpError(400, `Missing body field: ${key}`)
}

const round = (value: number, digits: number) => Number(value.toFixed(digits))

/**
 * What the lab sells for `fiatAmount` USD of `symbol`, as its quote computes it: the amount less
 * the 1.5 % fee and the flat network fee, at the lab price, as a decimal string.
 *
 * @example
 * ```ts
 * onrampCryptoAmount(50, 'USDC') // '48.75'
 * ```
 */
export function onrampCryptoAmount(fiatAmount: number, symbol: string): string {
  const price = LAB_PRICES_USD[symbol]
  if (!price) throw new HttpError(400, `Unknown purchase currency ${symbol}`)
  const subtotal = round(fiatAmount - round(fiatAmount * FEE_RATE, 2) - NETWORK_FEE_USD, 2)
  return String(round(subtotal / price, 6))
}
