import { address } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { decodeTokenAccount } from '../../../modal/chains/solana/spl'

/** How one account's holdings moved in a transaction: SOL, or one SPL mint (base units). */
export interface BalanceChange {
  /** The wallet address (a token account's owner for SPL). */
  owner: string
  /** The mint; undefined for SOL. */
  mint?: string
  delta: bigint
}

type Snapshot = Map<
  string,
  { lamports: bigint; token?: { owner: string; mint: string; amount: bigint } }
>

/** The SOL and SPL holdings of `accounts` right now. */
export function snapshot(svm: LiteSVM, accounts: readonly string[]): Snapshot {
  const out: Snapshot = new Map()
  for (const key of accounts) {
    const account = svm.getAccount(address(key))
    if (!account.exists) {
      out.set(key, { lamports: 0n })
      continue
    }
    const token = decodeTokenAccount(account.data as Uint8Array)
    out.set(key, { lamports: account.lamports, ...(token ? { token } : {}) })
  }
  return out
}

/**
 * What moved between two snapshots of the same accounts: SOL per account, and SPL per token
 * account, credited to its owner (what a wallet's activity shows). Zero deltas are left out.
 */
export function balanceChanges(before: Snapshot, after: Snapshot): BalanceChange[] {
  const changes: BalanceChange[] = []
  for (const [key, now] of after) {
    const then = before.get(key) ?? { lamports: 0n }
    const token = now.token ?? then.token
    if (token) {
      const delta = (now.token?.amount ?? 0n) - (then.token?.amount ?? 0n)
      if (delta !== 0n) changes.push({ owner: token.owner, mint: token.mint, delta })
      continue
    }
    const delta = now.lamports - then.lamports
    if (delta !== 0n) changes.push({ owner: key, delta })
  }
  return changes
}
