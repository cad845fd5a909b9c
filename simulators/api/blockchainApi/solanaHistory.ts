import { formatUnits } from 'viem'
import { LAB_USDC } from '../../chains/solana/labSolanaKeys'
import type { ProcessedTransaction, SolanaLedger } from '../../chains/solana/solanaLedger'
import { LAB_PRICES_USD, usdValue } from './prices'
import { LAB_SOLANA_CAIP_ID, parseSolanaAddress } from './solanaBalances'

/** The token a balance change moved: SOL, or the lab USDC (another mint shows its address). */
function tokenOf(mint: string | undefined) {
  if (mint === undefined) return { name: 'Solana', symbol: 'SOL', decimals: 9 }
  if (mint === LAB_USDC.mint.toBase58()) {
    return { name: LAB_USDC.name, symbol: LAB_USDC.symbol, decimals: LAB_USDC.decimals }
  }
  return { name: mint, symbol: mint.slice(0, 4), decimals: 0 }
}

function historyItem(tx: ProcessedTransaction, owner: string, iconUrl: (symbol: string) => string) {
  const mine = tx.changes.filter((change) => change.owner === owner)
  const received = mine.some((change) => change.delta > 0n)
  const sent = mine.some((change) => change.delta < 0n)
  const receiver = tx.changes.find((change) => change.delta > 0n && change.owner !== tx.accounts[0])
  return {
    id: tx.signature,
    metadata: {
      minedAt: new Date(tx.atMs).toISOString(),
      chain: LAB_SOLANA_CAIP_ID,
      operationType: sent && received ? 'trade' : received ? 'receive' : sent ? 'send' : 'execute',
      status: tx.err ? 'failed' : 'confirmed',
      sentFrom: tx.accounts[0] ?? '',
      sentTo: receiver?.owner ?? '',
      hash: tx.signature,
    },
    transfers: mine.map((change) => {
      const token = tokenOf(change.mint)
      const amount = change.delta < 0n ? -change.delta : change.delta
      const numeric = formatUnits(amount, token.decimals)
      const price = LAB_PRICES_USD[token.symbol] ?? 0
      return {
        fungible_info: {
          name: token.name,
          symbol: token.symbol,
          icon: { url: iconUrl(token.symbol) },
        },
        direction: change.delta > 0n ? 'in' : 'out',
        quantity: { numeric },
        value: usdValue(numeric, price),
        price,
      }
    }),
  }
}

/**
 * SPEC §3 history of a Solana account on the lab chain, read from what LiteSVM processed
 * (each transaction's SOL and SPL moves), newest first, `pageSize` per page with an opaque
 * cursor. Other chains, or no running chain, answer an empty page.
 *
 * @example
 * ```ts
 * solanaHistory(ledger, address, LAB_SOLANA_CAIP_ID, null, 20, iconUrl).data[0]?.metadata.operationType
 * ```
 */
export function solanaHistory(
  ledger: SolanaLedger | undefined,
  rawAddress: string | undefined,
  chainId: string,
  cursor: string | null,
  pageSize: number,
  iconUrl: (symbol: string) => string,
) {
  const owner = parseSolanaAddress(rawAddress)
  if (!ledger || chainId !== LAB_SOLANA_CAIP_ID) return { data: [], next: undefined }
  const all = ledger.history.filter((tx) => tx.changes.some((c) => c.owner === owner)).reverse()
  const start = cursor ? all.findIndex((tx) => tx.signature === cursor) + 1 : 0
  const page = all.slice(start, start + pageSize)
  const more = start + pageSize < all.length
  return {
    data: page.map((tx) => historyItem(tx, owner, iconUrl)),
    next: more ? page.at(-1)?.signature : undefined,
  }
}
