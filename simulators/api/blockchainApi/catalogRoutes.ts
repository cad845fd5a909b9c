import { json, type Route } from '../http/router'
import { svgBadge } from '../svgBadge'
import { ammPrice } from './ammReads'
import { contextFor, type LabContext, tokenIconUrl } from './labContext'
import { NATIVE_TOKEN_ADDRESS } from './prices'
import { LAB_SOLANA_CAIP_ID } from './solanaBalances'

/** CAIP networks the stub reports besides the lab chain; they answer empty defaults. */
const OTHER_SUPPORTED = [
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  // The lab's LiteSVM chain (solanaBalances.ts indexes it).
  LAB_SOLANA_CAIP_ID,
]

/**
 * - GET /v1/supported-chains → `{ http, ws }` CAIP ids; the lab chain is in both (not a testnet).
 * - POST /v1/fungible/price {currency, addresses, projectId} → `{ fungibles: [{name, symbol,
 *   iconUrl, price}] }` for the known lab tokens among `addresses` (CAIP-10; 0xeeee… = native),
 *   priced from the chain's AMM reserves where it has the AMM (`contexts`: every chain read).
 * - GET /v1/token-image/:symbol, /v1/nft-image/:contract/:tokenId and /v1/avatar/:name → SVG
 *   (open: no query parameters needed).
 */
export function catalogRoutes(ctx: LabContext, contexts: readonly LabContext[] = [ctx]): Route[] {
  const svg = (seed: string, label: string) => ({
    text: svgBadge(seed, label),
    contentType: 'image/svg+xml',
  })
  return [
    {
      method: 'GET',
      pattern: '/v1/supported-chains',
      handler: () => {
        const ids = [ctx.caipChainId, ...OTHER_SUPPORTED.filter((id) => id !== ctx.caipChainId)]
        return json({ http: ids, ws: ids })
      },
    },
    {
      method: 'POST',
      pattern: '/v1/fungible/price',
      query: [],
      handler: async ({ body }) => {
        const raw = typeof body === 'object' && body ? Reflect.get(body, 'addresses') : undefined
        const addresses = Array.isArray(raw) ? raw.filter((a) => typeof a === 'string') : []
        const fungibles = await Promise.all(
          addresses.map(async (caip: string) => {
            const [, , address] = caip.split(':')
            const chain = address ? contextFor(contexts, caip) : undefined
            if (!chain || !address) return []
            const lower = address.toLowerCase()
            const token =
              lower === NATIVE_TOKEN_ADDRESS
                ? chain.native
                : chain.erc20s.find((t) => t.address?.toLowerCase() === lower)
            if (!token) return []
            const iconUrl = tokenIconUrl(chain, token.symbol)
            const price = await ammPrice(chain, token)
            return [{ name: token.name, symbol: token.symbol, iconUrl, price }]
          }),
        )
        return json({ fungibles: fungibles.flat() })
      },
    },
    {
      method: 'GET',
      pattern: '/v1/token-image/:symbol',
      open: true,
      handler: ({ params }) => svg(`token:${params.symbol}`, params.symbol ?? '?'),
    },
    {
      method: 'GET',
      pattern: '/v1/nft-image/:contract/:tokenId',
      open: true,
      handler: ({ params }) =>
        svg(`nft:${params.contract}:${params.tokenId}`, `# ${params.tokenId}`),
    },
    {
      method: 'GET',
      pattern: '/v1/avatar/:name',
      open: true,
      handler: ({ params }) => svg(`avatar:${params.name}`, params.name ?? '?'),
    },
  ]
}
