import type { Transaction, TransactionTransfer } from '../services/blockchainApi/types'

/** One NFT as the history names it: its name and preview (how NFTs tells NFTs apart). */
function nftKey(transfer: TransactionTransfer): string | undefined {
  const info = transfer.nft_info
  return info ? `${info.name ?? ''}\n${info.content?.preview?.url ?? ''}` : undefined
}

/**
 * The history without the NFTs the API flags as spam, by the rule the NFTs tab hides them
 * with: an NFT flagged on any of its transfers is spam on all of them. A spam NFT's transfers
 * are dropped, and an item left with nothing to show is dropped with them, so Activity never
 * lists what NFTs hides (issue 36 item 16).
 *
 * @example
 * ```ts
 * withoutSpamNfts(history) // the same items, minus airdropped spam NFTs
 * ```
 */
export function withoutSpamNfts(transactions: readonly Transaction[]): Transaction[] {
  const spam = new Set<string>()
  for (const transaction of transactions)
    for (const transfer of transaction.transfers) {
      const key = nftKey(transfer)
      if (key !== undefined && transfer.nft_info?.flags?.is_spam === true) spam.add(key)
    }
  if (spam.size === 0) return [...transactions]
  const kept: Transaction[] = []
  for (const transaction of transactions) {
    const transfers = transaction.transfers.filter((transfer) => {
      const key = nftKey(transfer)
      return key === undefined || !spam.has(key)
    })
    if (transfers.length === transaction.transfers.length) kept.push(transaction)
    else if (transfers.length > 0) kept.push({ ...transaction, transfers })
  }
  return kept
}
