import { sanitizeIconUrl } from '../../connectors/eip6963/sanitizeIconUrl'
import { formatTransferAmount } from '../../core/format/number'
import { transferSign } from '../../core/format/transactionHistory'
import type { Transaction, TransactionTransfer } from '../../core/services/blockchainApi/types'

/** One line of an activity item: a token amount or an NFT. */
export interface ActivityLine {
  kind: 'fungible' | 'nft'
  /** e.g. "−0.5 ETH", "+12.346 USDC", or the NFT's name. */
  text: string
  /** Token icon or NFT preview, already through the URL policy. */
  image: string | undefined
}

/** U+2212, the minus sign typography uses (a hyphen reads as a dash). */
const MINUS = '−'

/**
 * The sign of a transfer: SPEC §3's plus (receive, deposit, borrow, claim) and minus
 * (withdraw, repay, burn); for the types it leaves unsigned (send, trade, …) the transfer's own
 * direction, so a send reads "−0.5 ETH" and what a trade brought in reads "+…".
 */
function sign(operationType: string, transfer: TransactionTransfer): string {
  const bySpec = transferSign(operationType)
  if (bySpec === '+') return '+'
  if (bySpec === '-') return MINUS
  if (transfer.direction === 'out') return MINUS
  if (transfer.direction === 'in') return '+'
  return ''
}

/**
 * What the activity list shows for one history item: a line per transfer, amounts with 3
 * decimals (SPEC §9) and their sign, NFTs by name with their preview.
 *
 * @example
 * ```ts
 * activityLines(sendOfHalfAnEth) // [{ kind: 'fungible', text: '−0.5 ETH', image: '…/ETH' }]
 * ```
 */
export function activityLines(transaction: Transaction): ActivityLine[] {
  return transaction.transfers.map((transfer) => {
    const nft = transfer.nft_info
    if (nft) {
      return {
        kind: 'nft',
        text: `${sign(transaction.metadata.operationType, transfer)}${nft.name ?? ''}`.trim(),
        image: sanitizeIconUrl(nft.content?.preview?.url),
      }
    }
    const symbol = transfer.fungible_info?.symbol ?? ''
    const amount = formatTransferAmount(transfer.quantity.numeric)
    return {
      kind: 'fungible',
      text: `${sign(transaction.metadata.operationType, transfer)}${amount} ${symbol}`.trim(),
      image: sanitizeIconUrl(transfer.fungible_info?.icon?.url),
    }
  })
}

/** The transaction's explorer page, when the network has an explorer and the item a hash. */
export function explorerTransactionUrl(
  explorerUrl: string | undefined,
  transaction: Transaction,
): string | undefined {
  const hash = transaction.metadata.hash ?? transaction.id
  if (!explorerUrl || !/^0x[0-9a-fA-F]+$/.test(hash)) return undefined
  return sanitizeIconUrl(`${explorerUrl.replace(/\/$/, '')}/tx/${hash}`)
}
