import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { devAccount } from '../../contracts/labTokens'
import { HttpError, json, type Route, requireField, requireQuery } from '../http/router'
import {
  caipTokenAddress,
  findToken,
  isLabChain,
  type KnownToken,
  type LabContext,
  parseAddress,
  tokenIconUrl,
} from './labContext'

/**
 * The lab's stand-in for a DEX: swaps and approvals target this address (dev account 9). A
 * "swap" is a plain transfer of the source token to it; nothing is paid back (see README).
 */
export const SWAP_DESK_ADDRESS: Address = devAccount(9).address

/** Gas limits of the built transactions: fixed, so answers are reproducible. */
const GAS_LIMIT = { native: 21_000n, erc20: 120_000n }

/** Provider fee the quotes take, in basis points. */
const QUOTE_FEE_BPS = 30n

/**
 * The convert (swap) rows of SPEC §7 over the lab chain: tokens, quotes from the price table,
 * allowance from anvil, approve and swap transactions with real calldata, gas price from anvil.
 */
export function convertRoutes(ctx: LabContext): Route[] {
  const tokens = () => [ctx.native, ...ctx.erc20s.filter((t) => t.address)]
  const gasPrice = async () => (await ctx.client().getGasPrice()).toString()
  return [
    {
      method: 'GET',
      pattern: '/v1/convert/tokens',
      handler: ({ query }) => {
        if (!isLabChain(ctx, query.get('chainId'))) return json({ tokens: [] })
        return json({ tokens: tokens().map((token) => swapToken(ctx, token)) })
      },
    },
    {
      method: 'GET',
      pattern: '/v1/convert/quotes',
      handler: ({ query }) => {
        const from = findToken(ctx, requireQuery(query, 'from'))
        const to = findToken(ctx, requireQuery(query, 'to'))
        const amount = parseAmount(requireQuery(query, 'amount'))
        const user = parseAddress(requireQuery(query, 'userAddress'), 'userAddress')
        const toAmount = quote(from, to, amount).toString()
        const fromAccount = caipTokenAddress(ctx, from)
        const toAccount = caipTokenAddress(ctx, to)
        const id = `lab-quote-${from.symbol}-${to.symbol}-${amount}-${user.slice(2, 10)}`
        return json({
          quotes: [{ id, fromAmount: amount.toString(), fromAccount, toAmount, toAccount }],
        })
      },
    },
    {
      method: 'GET',
      pattern: '/v1/convert/allowance',
      handler: async ({ query }) => {
        const token = findToken(ctx, requireQuery(query, 'tokenAddress'))
        const owner = parseAddress(requireQuery(query, 'userAddress'), 'userAddress')
        if (!token.address) return json({ allowance: maxUint256.toString() })
        const allowance = await ctx.client().readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, SWAP_DESK_ADDRESS],
        })
        return json({ allowance: allowance.toString() })
      },
    },
    {
      method: 'GET',
      pattern: '/v1/convert/gas-price',
      handler: async ({ query }) => {
        requireQuery(query, 'chainId')
        const standard = BigInt(isLabChain(ctx, query.get('chainId')) ? await gasPrice() : 1e9)
        const scaled = (percent: bigint) => ((standard * percent) / 100n).toString()
        return json({ standard: standard.toString(), fast: scaled(120n), instant: scaled(150n) })
      },
    },
    {
      method: 'GET',
      pattern: '/v1/convert/build-approve',
      handler: async ({ query }) => {
        const user = parseAddress(requireQuery(query, 'userAddress'), 'userAddress')
        const from = findToken(ctx, requireQuery(query, 'from'))
        findToken(ctx, requireQuery(query, 'to'))
        if (!from.address) throw new HttpError(400, 'The native token needs no approval')
        const amountParam = query.get('amount')
        const amount = amountParam ? parseAmount(amountParam) : maxUint256
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [SWAP_DESK_ADDRESS, amount],
        })
        const tx = { from: user, to: from.address, data, value: '0' }
        return json({ tx: { ...tx, eip155: { gasPrice: await gasPrice() } } })
      },
    },
    {
      method: 'POST',
      pattern: '/v1/convert/build-transaction',
      handler: async ({ body }) => {
        const from = findToken(ctx, requireField(body, 'from'))
        findToken(ctx, requireField(body, 'to'))
        const user = parseAddress(requireField(body, 'userAddress'), 'userAddress')
        const amount = parseAmount(requireField(body, 'amount'))
        const eip155 = { gas: '', gasPrice: await gasPrice() }
        if (!from.address) {
          eip155.gas = GAS_LIMIT.native.toString()
          const tx = { from: user, to: SWAP_DESK_ADDRESS, data: '0x', value: amount.toString() }
          return json({ tx: { ...tx, eip155 } })
        }
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [SWAP_DESK_ADDRESS, amount],
        })
        eip155.gas = GAS_LIMIT.erc20.toString()
        return json({ tx: { from: user, to: from.address, data, value: '0', eip155 } })
      },
    },
  ]
}

/** SPEC §3 Swap token. */
function swapToken(ctx: LabContext, token: KnownToken) {
  return {
    name: token.name,
    symbol: token.symbol,
    address: caipTokenAddress(ctx, token),
    decimals: token.decimals,
    logoUri: tokenIconUrl(ctx, token.symbol),
    eip2612: false,
    price: token.price,
  }
}

/** `amount` of `from` (base units) in base units of `to`, at table prices, less the fee. */
export function quote(from: KnownToken, to: KnownToken, amount: bigint): bigint {
  if (to.price <= 0) return 0n
  // Prices as integers of 1e-6 USD keep the arithmetic in bigint.
  const fromMicros = BigInt(Math.round(from.price * 1e6))
  const toMicros = BigInt(Math.round(to.price * 1e6))
  const scaled = amount * fromMicros * 10n ** BigInt(to.decimals)
  const raw = scaled / (toMicros * 10n ** BigInt(from.decimals))
  return (raw * (10_000n - QUOTE_FEE_BPS)) / 10_000n
}

function parseAmount(value: string): bigint {
  if (!/^\d+$/.test(value)) throw new HttpError(400, 'amount must be an integer of base units')
  return BigInt(value)
}
