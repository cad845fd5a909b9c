import { type Address, formatUnits, zeroAddress } from 'viem'
import type { SolanaLedger } from '../../chains/solana/solanaLedger'
import { json, type Route } from '../http/router'
import type { HistoryIndex, IndexedTransaction, IndexedTransfer } from './historyIndex'
import { isLabChain, type LabContext, nftInfo, parseAddress, tokenIconUrl } from './labContext'
import { LAB_PRICES_USD, usdValue } from './prices'
import { solanaHistory } from './solanaHistory'

/** SPEC §3 Transaction history item, one transfer (fungible, or an NFT with `nft_info`). */
type TransferAnswer =
  | {
      fungible_info: { name: string; symbol: string; icon: { url: string } }
      direction: 'in' | 'out' | 'self'
      quantity: { numeric: string }
      value: number
      price: number
    }
  | {
      nft_info: ReturnType<typeof nftInfo>
      direction: 'in' | 'out' | 'self'
      quantity: { numeric: string }
    }

/**
 * GET /v1/account/:account/history?chainId&cursor&onramp → `{ data, next }`: the transactions
 * the lab indexed from anvil that touch the account, newest first, `pageSize` per page. `next` is
 * an opaque cursor (absent on the last page). The lab Solana chain is read from LiteSVM
 * (solanaHistory.ts). `onramp` asks for onramp purchases only: the transactions the lab's
 * checkout sent (`purchases`, onrampCheckout.ts), on anvil or on Solana.
 */
export function historyRoutes(
  ctx: LabContext,
  index: HistoryIndex,
  pageSize: number,
  solana: () => SolanaLedger | undefined = () => undefined,
  purchases: ReadonlySet<string> = new Set(),
): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/account/:account/history',
      handler: async ({ params, query }) => {
        const chainId = query.get('chainId')
        if (chainId?.startsWith('solana:')) {
          const iconUrl = (symbol: string) => tokenIconUrl(ctx, symbol)
          const cursor = query.get('cursor')
          const page = solanaHistory(solana(), params.account, chainId, cursor, pageSize, iconUrl)
          if (!query.get('onramp')) return json(page)
          // The onramp's own purchases only (the lab checkout's SOL credits).
          return json({ data: page.data.filter((item) => purchases.has(item.id)), next: undefined })
        }
        const account = parseAddress(params.account, 'account')
        if (chainId && !isLabChain(ctx, chainId)) return json({ data: [], next: undefined })
        await index.update()
        const onramp = query.get('onramp')
        const all = index
          .forAccount(account)
          .filter((tx) => !onramp || purchases.has(tx.hash.toLowerCase()))
        const cursor = query.get('cursor')
        const start = cursor ? all.findIndex((tx) => cursorOf(tx) === cursor) + 1 : 0
        const page = all.slice(start, start + pageSize)
        const last = page.at(-1)
        const more = start + pageSize < all.length
        const data = await Promise.all(page.map((tx) => historyItem(ctx, index, tx, account)))
        return json({ data, next: more && last ? cursorOf(last) : undefined })
      },
    },
  ]
}

const cursorOf = (tx: IndexedTransaction) => `${tx.blockNumber}-${tx.index}`

async function historyItem(
  ctx: LabContext,
  index: HistoryIndex,
  tx: IndexedTransaction,
  account: Address,
) {
  const mine = tx.transfers.filter((t) => t.from === account || t.to === account)
  const transfers = await Promise.all(mine.map((t) => transferAnswer(ctx, index, t, account)))
  return {
    id: tx.hash,
    metadata: {
      minedAt: new Date(tx.minedAtMs).toISOString(),
      chain: ctx.caipChainId,
      operationType: operationType(tx, mine, account),
      status: tx.succeeded ? 'confirmed' : 'failed',
      sentFrom: tx.from,
      sentTo: tx.to ?? '',
      hash: tx.hash,
    },
    transfers,
  }
}

/** The operation as the account saw it (SPEC §3: receive shows +, send/burn show −). */
function operationType(tx: IndexedTransaction, mine: IndexedTransfer[], account: Address) {
  if (tx.deployment) return 'deploy'
  const sent = mine.some((t) => t.from === account)
  const received = mine.some((t) => t.to === account)
  if (mine.some((t) => t.to === account && t.from === zeroAddress)) return 'mint'
  if (mine.some((t) => t.from === account && t.to === zeroAddress)) return 'burn'
  if (sent && received) return 'trade'
  if (received) return 'receive'
  if (sent) return 'send'
  if (tx.approvers.includes(account)) return 'approve'
  return 'execute'
}

async function transferAnswer(
  ctx: LabContext,
  index: HistoryIndex,
  transfer: IndexedTransfer,
  account: Address,
): Promise<TransferAnswer> {
  const self = transfer.from === account && transfer.to === account
  const direction = self ? 'self' : transfer.to === account ? 'in' : 'out'
  if (transfer.tokenId !== undefined && transfer.token) {
    return {
      nft_info: nftInfo(ctx, transfer.token, transfer.tokenId),
      direction,
      quantity: { numeric: '1' },
    }
  }
  const meta = transfer.token ? await index.metadata(transfer.token) : ctx.native
  const price = LAB_PRICES_USD[meta.symbol] ?? 0
  const numeric = formatUnits(transfer.amount, meta.decimals)
  return {
    fungible_info: {
      name: meta.name,
      symbol: meta.symbol,
      icon: { url: tokenIconUrl(ctx, meta.symbol) },
    },
    direction,
    quantity: { numeric },
    value: usdValue(numeric, price),
    price,
  }
}
