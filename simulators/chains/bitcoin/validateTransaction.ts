import type { Transaction } from 'bitcoinjs-lib'
import { type Prevout, verifyInput } from '../../../modal/chains/bip122/verifyInput'

/** The smallest output the lab chain relays, in satoshis (bitcoind's P2WPKH dust limit). */
export const DUST_LIMIT_SATS = 294n

/** The chain refused a transaction; `reason` reads like bitcoind's reject reasons. */
export class TxRejectedError extends Error {
  constructor(readonly reason: string) {
    super(reason)
    this.name = 'TxRejectedError'
  }
}

/** What validation reads from the chain. */
export interface LedgerView {
  hasTx(txid: string): boolean
  /** The output at `txid:vout`, confirmed or in the mempool; undefined when it never existed. */
  output(outpoint: string): Prevout | undefined
  /** The transaction that spends `txid:vout` and whether it is still in the mempool. */
  spender(outpoint: string): { txid: string; inMempool: boolean } | undefined
}

export const outpointKey = (txid: string, vout: number) => `${txid}:${vout}`

/** The txid an input spends (bitcoinjs keeps the hash little-endian). */
export const inputTxid = (hash: Uint8Array) => Buffer.from(hash).reverse().toString('hex')

/**
 * Validates a transaction for the mempool: it is new, spends outputs that exist and nobody
 * spends yet (confirmed or in the mempool), every input's script and signature verify against
 * the output it spends, no output is dust, and outputs do not exceed inputs. Returns the fee.
 *
 * @example
 * ```ts
 * const { fee } = validateTransaction(tx, ledger) // throws TxRejectedError
 * ```
 */
export function validateTransaction(tx: Transaction, view: LedgerView): { fee: bigint } {
  const reject = (reason: string): never => {
    throw new TxRejectedError(reason)
  }
  if (tx.isCoinbase()) reject('coinbase')
  if (tx.ins.length === 0) reject('bad-txns-vin-empty')
  if (tx.outs.length === 0) reject('bad-txns-vout-empty')
  if (view.hasTx(tx.getId())) reject('txn-already-known')

  const seen = new Set<string>()
  const prevouts: Prevout[] = []
  for (const input of tx.ins) {
    const key = outpointKey(inputTxid(input.hash), input.index)
    if (seen.has(key)) reject('bad-txns-inputs-duplicate')
    seen.add(key)
    const prevout = view.output(key)
    if (!prevout) reject('bad-txns-inputs-missingorspent')
    const spender = view.spender(key)
    if (spender)
      reject(spender.inMempool ? 'txn-mempool-conflict' : 'bad-txns-inputs-missingorspent')
    prevouts.push(prevout as Prevout)
  }

  let totalOut = 0n
  for (const output of tx.outs) {
    if (output.value < 0n) reject('bad-txns-vout-negative')
    const isData = output.script[0] === 0x6a
    if (!isData && output.value < DUST_LIMIT_SATS) reject('dust')
    totalOut += output.value
  }
  const totalIn = prevouts.reduce((sum, p) => sum + p.value, 0n)
  if (totalOut > totalIn) reject('bad-txns-in-belowout')

  tx.ins.forEach((_, index) => {
    const failure = verifyInput(tx, index, prevouts)
    if (failure) reject(`mandatory-script-verify-flag-failed (${failure})`)
  })
  return { fee: totalIn - totalOut }
}
