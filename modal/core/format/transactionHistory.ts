import type { Transaction } from '../services/blockchainApi/types'
import { readProperty } from '../validation/result'

/** The transactions of one calendar month. */
export interface TransactionGroup<T> {
  year: number
  /** 0 = January … 11 = December (as `Date` counts). */
  month: number
  transactions: T[]
}

/** SPEC §3: operation types shown with a plus sign, and with a minus sign. */
const PLUS_OPERATIONS = new Set(['receive', 'deposit', 'borrow', 'claim'])
const MINUS_OPERATIONS = new Set(['withdraw', 'repay', 'burn'])

function minedAt(transaction: unknown): number {
  const value = readProperty(readProperty(transaction, 'metadata'), 'minedAt')
  return typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN
}

/**
 * Groups history items by year and month, newest month first and newest item first within a
 * month (SPEC §3). Months are calendar months in UTC so that every viewer and test sees the
 * same grouping. Items without a readable `metadata.minedAt` cannot be placed and are left out.
 *
 * @example
 * ```ts
 * groupTransactionsByMonth(items)
 * // [{ year: 2024, month: 4, transactions: [...] }, { year: 2024, month: 2, transactions: [...] }]
 * ```
 */
export function groupTransactionsByMonth<T extends Pick<Transaction, 'metadata'>>(
  transactions: readonly T[],
): TransactionGroup<T>[] {
  if (!Array.isArray(transactions)) return []
  const dated = transactions
    .map((transaction) => ({ transaction, time: minedAt(transaction) }))
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => b.time - a.time)
  const groups: TransactionGroup<T>[] = []
  for (const { transaction, time } of dated) {
    const date = new Date(time)
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    const last = groups.at(-1)
    if (last && last.year === year && last.month === month) last.transactions.push(transaction)
    else groups.push({ year, month, transactions: [transaction] })
  }
  return groups
}

/**
 * The sign shown before a transfer amount (SPEC §3): '+' for receive, deposit, borrow and
 * claim; '-' for withdraw, repay and burn; '' for anything else (send and trade show direction
 * by other means).
 *
 * @example
 * ```ts
 * transferSign('receive') // '+'
 * transferSign('burn') // '-'
 * ```
 */
export function transferSign(operationType: unknown): '+' | '-' | '' {
  if (typeof operationType !== 'string') return ''
  if (PLUS_OPERATIONS.has(operationType)) return '+'
  if (MINUS_OPERATIONS.has(operationType)) return '-'
  return ''
}
