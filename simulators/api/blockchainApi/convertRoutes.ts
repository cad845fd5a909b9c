import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { labAmmAbi } from '../../contracts/ammArtifacts'
import { labAmmAddress } from '../../contracts/labAmm'
import { HttpError, json, type Route, requireField, requireQuery } from '../http/router'
import { ammAddress, ammAllowance, ammPrice, ammQuote, hasAmm } from './ammReads'
import {
  caipTokenAddress,
  contextFor,
  findToken,
  type KnownToken,
  type LabContext,
  parseAddress,
  tokenIconUrl,
} from './labContext'

/** SPEC §9: the gas limit assumed when the chain cannot estimate (e.g. before an approval). */
const FALLBACK_GAS = 150_000n
/** SPEC §9: the slippage tolerance when the request names none, in percent. */
const DEFAULT_SLIPPAGE_PERCENT = 1

/**
 * The convert (swap) rows of SPEC §7 over the lab AMM (simulators/contracts/sources/amm), on
 * each chain the stub reads: tokens and prices from the AMM's reserves, quotes from its
 * `quote`, allowances towards it, approvals and swaps as real calldata for it, gas from the
 * node. A chain without the AMM lists no tokens.
 */
export function convertRoutes(contexts: readonly LabContext[]): Route[] {
  const chainOf = (value: string | null | undefined) => {
    const ctx = contextFor(contexts, value)
    if (!ctx) throw new HttpError(400, `Unknown chain ${value}`)
    return ctx
  }
  const gasPrice = async (ctx: LabContext) => (await ctx.client().getGasPrice()).toString()
  return [
    {
      method: 'GET',
      pattern: '/v1/convert/tokens',
      handler: async ({ query }) => {
        const ctx = contextFor(contexts, query.get('chainId'))
        if (!ctx || !(await hasAmm(ctx))) return json({ tokens: [] })
        const all = [ctx.native, ...ctx.erc20s.filter((t) => t.address)]
        return json({ tokens: await Promise.all(all.map((token) => swapToken(ctx, token))) })
      },
    },
    {
      method: 'GET',
      pattern: '/v1/convert/quotes',
      handler: async ({ query }) => {
        const fromParam = requireQuery(query, 'from')
        const ctx = chainOf(fromParam)
        const from = findToken(ctx, fromParam)
        const to = findToken(ctx, requireQuery(query, 'to'))
        const amount = parseAmount(requireQuery(query, 'amount'))
        parseAddress(requireQuery(query, 'userAddress'), 'userAddress')
        const quoted = await ammQuote(ctx, from, to, amount)
        // No route, or an output that rounds to nothing: no quote, as aggregators answer.
        if (!quoted) return json({ quotes: [] })
        const quote = {
          id: `lab-amm-${from.symbol}-${to.symbol}-${amount}`,
          fromAmount: amount.toString(),
          fromAccount: caipTokenAddress(ctx, from),
          toAmount: quoted.toAmount.toString(),
          toAccount: caipTokenAddress(ctx, to),
          providerFee: quoted.fee.toString(),
        }
        return json({ quotes: [quote] })
      },
    },
    {
      method: 'GET',
      pattern: '/v1/convert/allowance',
      handler: async ({ query }) => {
        const tokenParam = requireQuery(query, 'tokenAddress')
        const ctx = chainOf(tokenParam)
        const token = findToken(ctx, tokenParam)
        const owner = parseAddress(requireQuery(query, 'userAddress'), 'userAddress')
        const allowance = await ammAllowance(ctx, token, owner)
        return json({ allowance: (allowance ?? maxUint256).toString() })
      },
    },
    {
      method: 'GET',
      pattern: '/v1/convert/gas-price',
      handler: async ({ query }) => {
        const ctx = chainOf(requireQuery(query, 'chainId'))
        const standard = BigInt(await gasPrice(ctx))
        const scaled = (percent: bigint) => ((standard * percent) / 100n).toString()
        return json({ standard: standard.toString(), fast: scaled(120n), instant: scaled(150n) })
      },
    },
    {
      method: 'GET',
      pattern: '/v1/convert/build-approve',
      handler: async ({ query }) => {
        const user = parseAddress(requireQuery(query, 'userAddress'), 'userAddress')
        const fromParam = requireQuery(query, 'from')
        const ctx = chainOf(fromParam)
        const from = findToken(ctx, fromParam)
        findToken(ctx, requireQuery(query, 'to'))
        if (!from.address) throw new HttpError(400, 'The native token needs no approval')
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [labAmmAddress(), maxUint256],
        })
        const tx = { from: user, to: from.address, data, value: '0' }
        return json({ tx: { ...tx, eip155: { gasPrice: await gasPrice(ctx) } } })
      },
    },
    {
      method: 'POST',
      pattern: '/v1/convert/build-transaction',
      query: [],
      handler: async ({ body }) => {
        const fromParam = requireField(body, 'from')
        const ctx = chainOf(fromParam)
        const from = findToken(ctx, fromParam)
        const to = findToken(ctx, requireField(body, 'to'))
        const user = parseAddress(requireField(body, 'userAddress'), 'userAddress')
        const amount = parseAmount(requireField(body, 'amount'))
        const quoted = await ammQuote(ctx, from, to, amount)
        if (!quoted) throw new HttpError(400, 'No route for this swap')
        const minOut = minimumOut(quoted.toAmount, slippageOf(body))
        const data = encodeFunctionData({
          abi: labAmmAbi,
          functionName: 'swap',
          args: [ammAddress(from), ammAddress(to), amount, minOut, user],
        })
        const value = from.address ? 0n : amount
        const tx = { from: user, to: labAmmAddress(), data, value: value.toString() }
        const gas = await estimate(ctx, { account: user, to: labAmmAddress(), data, value })
        return json({
          tx: { ...tx, eip155: { gas: gas.toString(), gasPrice: await gasPrice(ctx) } },
        })
      },
    },
  ]
}

/** `toAmount` less the slippage tolerance (percent): the least the swap may pay. */
export function minimumOut(toAmount: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}

function slippageOf(body: unknown): number {
  const eip155 = typeof body === 'object' && body ? Reflect.get(body, 'eip155') : undefined
  const raw = typeof eip155 === 'object' && eip155 ? Reflect.get(eip155, 'slippage') : undefined
  const slippage = Number(raw ?? DEFAULT_SLIPPAGE_PERCENT)
  if (!Number.isFinite(slippage) || slippage < 0 || slippage >= 100) {
    throw new HttpError(400, 'eip155.slippage must be a percentage')
  }
  return slippage
}

/** The node's estimate plus a fifth; the SPEC's 150000 when it cannot estimate yet. */
async function estimate(
  ctx: LabContext,
  tx: { account: `0x${string}`; to: `0x${string}`; data: `0x${string}`; value: bigint },
): Promise<bigint> {
  try {
    return ((await ctx.client().estimateGas(tx)) * 6n) / 5n
  } catch {
    return FALLBACK_GAS
  }
}

/** SPEC §3 Swap token, priced from the chain. */
async function swapToken(ctx: LabContext, token: KnownToken) {
  return {
    name: token.name,
    symbol: token.symbol,
    address: caipTokenAddress(ctx, token),
    decimals: token.decimals,
    logoUri: tokenIconUrl(ctx, token.symbol),
    eip2612: false,
    price: await ammPrice(ctx, token),
  }
}

function parseAmount(value: string): bigint {
  if (!/^\d+$/.test(value)) throw new HttpError(400, 'amount must be an integer of base units')
  return BigInt(value)
}
