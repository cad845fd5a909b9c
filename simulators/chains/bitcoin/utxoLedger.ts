import { crypto, type Network, Transaction } from 'bitcoinjs-lib'
import type { Prevout } from '../../../modal/chains/bip122/verifyInput'
import { addressScript, REGTEST_GENESIS_HASH, scriptAddress } from './bitcoinLib'
import { inputTxid, type LedgerView, outpointKey, validateTransaction } from './validateTransaction'

/** A block of the lab chain. */
export interface LedgerBlock {
  hash: string
  height: number
  /** Seconds since the epoch. */
  time: number
  previousHash: string | undefined
  txids: string[]
}

/** A transaction the chain holds, with where it stands. */
export interface LedgerTx {
  tx: Transaction
  fee: bigint
  block: LedgerBlock | undefined
}

export interface UtxoLedgerOptions {
  network: Network
  /** Wall time in milliseconds, for block timestamps. */
  now: () => number
}

/** A {@link UtxoLedger}'s whole state at one moment (its `snapshot()`). */
export interface UtxoSnapshot {
  readonly blocks: readonly LedgerBlock[]
  readonly txs: readonly (readonly [string, LedgerTx])[]
  readonly outputs: readonly (readonly [string, Prevout])[]
  readonly spentBy: readonly (readonly [string, string])[]
  readonly mempool: readonly string[]
}

function refill<K, V>(map: Map<K, V>, entries: readonly (readonly [K, V])[]): void {
  map.clear()
  for (const [key, value] of entries) map.set(key, value)
}

const HALVING_INTERVAL = 150 // regtest's
const INITIAL_SUBSIDY = 5_000_000_000n

/**
 * The lab's UTXO chain state: blocks, every transaction, the outputs, who spends them, and the
 * mempool. {@link UtxoLedger.accept} validates before a transaction enters the mempool;
 * {@link UtxoLedger.mine} confirms the mempool in a new block whose coinbase pays the subsidy
 * plus fees to the given address (no coinbase maturity in the lab: coins spend at once).
 *
 * @example
 * ```ts
 * const ledger = createUtxoLedger({ network: labBitcoinNetwork, now: Date.now })
 * ledger.mine('bcrt1q…')
 * ledger.accept(Transaction.fromHex(hex))
 * ```
 */
export function createUtxoLedger(options: UtxoLedgerOptions) {
  const { network } = options
  const genesis: LedgerBlock = {
    hash: REGTEST_GENESIS_HASH,
    height: 0,
    time: Math.floor(options.now() / 1000),
    previousHash: undefined,
    txids: [],
  }
  const blocks: LedgerBlock[] = [genesis]
  const txs = new Map<string, LedgerTx>()
  const outputs = new Map<string, Prevout>()
  const spentBy = new Map<string, string>()
  const mempool: string[] = []

  const view: LedgerView = {
    hasTx: (txid) => txs.has(txid),
    output: (key) => outputs.get(key),
    spender: (key) => {
      const txid = spentBy.get(key)
      return txid === undefined ? undefined : { txid, inMempool: mempool.includes(txid) }
    },
  }

  const record = (tx: Transaction, fee: bigint) => {
    const txid = tx.getId()
    txs.set(txid, { tx, fee, block: undefined })
    tx.outs.forEach((out, vout) => {
      outputs.set(outpointKey(txid, vout), { script: out.script, value: out.value })
    })
    if (!tx.isCoinbase()) {
      for (const input of tx.ins) spentBy.set(outpointKey(inputTxid(input.hash), input.index), txid)
    }
    return txid
  }

  const tip = () => blocks[blocks.length - 1] as LedgerBlock

  const coinbase = (height: number, payTo: string, fees: bigint) => {
    const tx = new Transaction()
    tx.version = 2
    // BIP-34: the height leads the coinbase script; it also keeps every coinbase txid unique.
    const script = Uint8Array.from([
      0x04,
      height & 0xff,
      (height >> 8) & 0xff,
      (height >> 16) & 0xff,
      height >>> 24,
    ])
    tx.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, script)
    const subsidy = INITIAL_SUBSIDY >> BigInt(Math.floor(height / HALVING_INTERVAL))
    tx.addOutput(addressScript(payTo, network), subsidy + fees)
    return tx
  }

  return {
    view,
    /** The chain as it is now (blocks, transactions, outputs, spends, mempool), for {@link restore}. */
    snapshot(): UtxoSnapshot {
      return {
        blocks: [...blocks],
        txs: [...txs].map(([txid, entry]) => [txid, { ...entry }] as const),
        outputs: [...outputs],
        spentBy: [...spentBy],
        mempool: [...mempool],
      }
    },
    /** Puts the chain back as it was at `saved`: later blocks and transactions are forgotten. */
    restore(saved: UtxoSnapshot): void {
      blocks.splice(0, blocks.length, ...saved.blocks)
      refill(
        txs,
        saved.txs.map(([txid, entry]) => [txid, { ...entry }]),
      )
      refill(outputs, saved.outputs)
      refill(spentBy, saved.spentBy)
      mempool.splice(0, mempool.length, ...saved.mempool)
    },
    /** Validates `tx` and adds it to the mempool; returns its txid. Throws TxRejectedError. */
    accept(tx: Transaction): string {
      const { fee } = validateTransaction(tx, view)
      const txid = record(tx, fee)
      mempool.push(txid)
      return txid
    },
    /** Mines one block with the whole mempool, paying the coinbase to `payTo`. */
    mine(payTo: string): LedgerBlock {
      const height = tip().height + 1
      const fees = mempool.reduce((sum, txid) => sum + (txs.get(txid)?.fee ?? 0n), 0n)
      const coinbaseId = record(coinbase(height, payTo, fees), 0n)
      const txids = [coinbaseId, ...mempool.splice(0)]
      const time = Math.max(Math.floor(options.now() / 1000), tip().time + 1)
      const header = `${tip().hash}${height}${time}${txids.join('')}`
      const hash = Buffer.from(crypto.hash256(Buffer.from(header)))
        .reverse()
        .toString('hex')
      const block: LedgerBlock = { hash, height, time, previousHash: tip().hash, txids }
      blocks.push(block)
      for (const txid of txids) {
        const entry = txs.get(txid)
        if (entry) entry.block = block
      }
      return block
    },
    tip,
    block: (hash: string) => blocks.find((b) => b.hash === hash),
    blockAt: (height: number) => blocks[height],
    tx: (txid: string) => txs.get(txid),
    mempool: () => [...mempool],
    /** Unspent outputs paying `addr` (mempool included; outputs spent in the mempool left out). */
    utxos(addr: string) {
      const found: { txid: string; vout: number; value: bigint; block: LedgerBlock | undefined }[] =
        []
      for (const [txid, entry] of txs) {
        entry.tx.outs.forEach((out, vout) => {
          const key = outpointKey(txid, vout)
          if (spentBy.has(key) || scriptAddress(out.script, network) !== addr) return
          found.push({ txid, vout, value: out.value, block: entry.block })
        })
      }
      return found
    },
    /** Transactions paying or spending `addr`, mempool first, then newest block first. */
    txsOf(addr: string): string[] {
      const touches = (entry: LedgerTx) =>
        entry.tx.outs.some((out) => scriptAddress(out.script, network) === addr) ||
        entry.tx.ins.some((input) => {
          const prev = outputs.get(outpointKey(inputTxid(input.hash), input.index))
          return prev !== undefined && scriptAddress(prev.script, network) === addr
        })
      return [...txs.entries()]
        .filter(([, entry]) => touches(entry))
        .sort(
          ([, a], [, b]) =>
            (b.block?.height ?? Number.MAX_SAFE_INTEGER) -
            (a.block?.height ?? Number.MAX_SAFE_INTEGER),
        )
        .map(([txid]) => txid)
    },
  }
}

export type UtxoLedger = ReturnType<typeof createUtxoLedger>
