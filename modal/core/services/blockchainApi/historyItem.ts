import { isRecord, readProperty } from '../../validation/result'
import type { Transaction, TransactionTransfer } from './types'

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const path = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((current, key) => readProperty(current, key), value)

function parseTransfer(raw: unknown): TransactionTransfer | undefined {
  const numeric = path(raw, 'quantity', 'numeric')
  const amount = typeof numeric === 'number' ? String(numeric) : str(numeric)
  if (!isRecord(raw) || amount === undefined) return undefined
  const transfer: TransactionTransfer = { quantity: { numeric: amount } }
  const fungible = raw.fungible_info
  if (isRecord(fungible)) {
    const name = str(fungible.name)
    const symbol = str(fungible.symbol)
    const icon = str(path(fungible, 'icon', 'url'))
    transfer.fungible_info = {
      ...(name ? { name } : {}),
      ...(symbol ? { symbol } : {}),
      ...(icon ? { icon: { url: icon } } : {}),
    }
  }
  const nft = raw.nft_info
  if (isRecord(nft)) {
    const name = str(nft.name)
    const preview = str(path(nft, 'content', 'preview', 'url'))
    transfer.nft_info = {
      ...(name ? { name } : {}),
      ...(preview ? { content: { preview: { url: preview } } } : {}),
      flags: { is_spam: path(nft, 'flags', 'is_spam') === true },
    }
  }
  const direction = raw.direction
  if (direction === 'in' || direction === 'out' || direction === 'self')
    transfer.direction = direction
  return transfer
}

/**
 * Reads one SPEC §3 transaction history item from an API answer; undefined when it lacks an
 * id, a readable `metadata.minedAt` or an operation type. Transfers without a quantity are
 * dropped; names, symbols and URLs stay plain strings (views render them as text and pass
 * URLs through the URL policy).
 *
 * @example
 * ```ts
 * parseHistoryItem({ id: '0x1', metadata: { minedAt: '2026-01-02T00:00:00Z', … }, transfers: [] })
 * ```
 */
export function parseHistoryItem(raw: unknown): Transaction | undefined {
  const id = str(readProperty(raw, 'id'))
  const metadata = readProperty(raw, 'metadata')
  const minedAt = str(readProperty(metadata, 'minedAt'))
  const operationType = str(readProperty(metadata, 'operationType'))
  if (!id || !minedAt || !Number.isFinite(Date.parse(minedAt)) || !operationType) return undefined
  const transfers = readProperty(raw, 'transfers')
  const hash = str(readProperty(metadata, 'hash'))
  return {
    id,
    metadata: {
      minedAt,
      operationType,
      chain: str(readProperty(metadata, 'chain')) ?? '',
      status: str(readProperty(metadata, 'status')) ?? 'confirmed',
      sentFrom: str(readProperty(metadata, 'sentFrom')) ?? '',
      sentTo: str(readProperty(metadata, 'sentTo')) ?? '',
      ...(hash ? { hash } : {}),
    },
    transfers: Array.isArray(transfers)
      ? transfers.map(parseTransfer).filter((t) => t !== undefined)
      : [],
  }
}
