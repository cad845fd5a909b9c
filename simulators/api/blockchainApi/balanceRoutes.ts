import { erc20Abi, formatUnits } from 'viem'
import type { SolanaLedger } from '../../chains/solana/solanaLedger'
import { json, type Route } from '../http/router'
import {
  contextFor,
  type KnownToken,
  type LabContext,
  parseAddress,
  tokenIconUrl,
} from './labContext'
import { usdValue } from './prices'
import { solanaBalances } from './solanaBalances'

/** SPEC §3 Token balance, as the API answers it. */
export interface TokenBalanceAnswer {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/**
 * GET /v1/account/:address/balance?currency=usd&chainId=eip155:31337 →
 * `{ balances: TokenBalance[] }`, read from anvil: the native balance always, each lab ERC-20
 * when deployed and non-zero, on each chain the stub reads. The lab Solana chain is read from
 * LiteSVM (solanaBalances.ts). Other chains answer `{ balances: [] }`.
 */
export function balanceRoutes(
  contexts: readonly LabContext[],
  solana: () => SolanaLedger | undefined = () => undefined,
): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/account/:address/balance',
      handler: async ({ params, query }) => {
        const chainId = query.get('chainId') ?? ''
        if (chainId.startsWith('solana:')) {
          const iconUrl = (symbol: string) => tokenIconUrl(contexts[0]!, symbol)
          return json({ balances: solanaBalances(solana(), params.address, chainId, iconUrl) })
        }
        const address = parseAddress(params.address)
        const ctx = contextFor(contexts, query.get('chainId'))
        if (!ctx) return json({ balances: [] })
        const client = ctx.client()
        const native = answer(ctx, ctx.native, await client.getBalance({ address }))
        const tokens = await Promise.all(
          ctx.erc20s.map(async (token) => {
            if (!token.address || !(await client.getCode({ address: token.address }))) return
            const raw = await client.readContract({
              address: token.address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [address],
            })
            return raw > 0n ? answer(ctx, token, raw) : undefined
          }),
        )
        return json({ balances: [native, ...tokens.filter((t) => t !== undefined)] })
      },
    },
  ]
}

function answer(ctx: LabContext, token: KnownToken, raw: bigint): TokenBalanceAnswer {
  const numeric = formatUnits(raw, token.decimals)
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: ctx.caipChainId,
    ...(token.address ? { address: `${ctx.caipChainId}:${token.address}` } : {}),
    value: usdValue(numeric, token.price),
    price: token.price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: tokenIconUrl(ctx, token.symbol),
  }
}
