import { sanitizeIconUrl } from '../../connectors/eip6963/sanitizeIconUrl'
import type { Transaction } from '../../core/services/blockchainApi/types'

/** An NFT the account holds, as the history's `nft_info` describes it (SPEC §3). */
export interface HeldNft {
  name: string
  /** The preview image, through the URL policy. */
  previewUrl: string | undefined
}

/**
 * The NFTs an account holds, derived from its history's NFT transfers (newest first): each NFT
 * (by name and preview) counts +1 for every transfer in and −1 for every transfer out; those
 * left above 0 are held. NFTs the API flags as spam are hidden.
 *
 * @example
 * ```ts
 * heldNfts(history) // [{ name: 'Portico Lab #2', previewUrl: 'http://127.0.0.1:…/2.svg' }]
 * ```
 */
export function heldNfts(transactions: readonly Transaction[]): HeldNft[] {
  const held = new Map<string, { nft: HeldNft; count: number; spam: boolean }>()
  const newestFirst = [...transactions].sort(
    (a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt),
  )
  for (const transaction of newestFirst) {
    for (const transfer of transaction.transfers) {
      const info = transfer.nft_info
      if (!info?.name) continue
      const previewUrl = sanitizeIconUrl(info.content?.preview?.url)
      const key = `${info.name}\n${previewUrl ?? ''}`
      const entry = held.get(key) ?? { nft: { name: info.name, previewUrl }, count: 0, spam: false }
      if (transfer.direction === 'in') entry.count += 1
      if (transfer.direction === 'out') entry.count -= 1
      entry.spam ||= info.flags?.is_spam === true
      held.set(key, entry)
    }
  }
  return [...held.values()].filter((e) => e.count > 0 && !e.spam).map((e) => e.nft)
}
