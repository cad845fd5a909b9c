import {
  address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { type BalanceChange, balanceChanges, snapshot } from './balanceChanges'

/** A JSON-RPC error as the facade answers it (Solana's codes, e.g. -32002 preflight failure). */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** A {@link SolanaLedger.snapshot}: the SVM's bytes and how many transactions it had seen. */
export interface SolanaSnapshot {
  readonly svm: Uint8Array
  readonly transactions: number
}

/** What the ledger remembers of a processed transaction. */
export interface ProcessedTransaction {
  signature: string
  slot: number
  /** When it was processed (the ledger's clock), in milliseconds. */
  atMs: number
  /** The accounts the message names, base58 (fee payer first). */
  accounts: string[]
  /** SOL and SPL moves it made (the fee included in the payer's SOL). */
  changes: BalanceChange[]
  err: string | null
}

/** Transactions stay valid this many blocks after their blockhash, as on a real cluster. */
export const BLOCKHASH_VALIDITY = 150
/** The base fee per signature, in lamports. */
export const LAMPORTS_PER_SIGNATURE = 5000

/** LiteSVM's `TransactionErrorFieldless.AlreadyProcessed` (a const enum its entry does not export). */
const ALREADY_PROCESSED = 6

const base58 = getBase58Decoder()
const decodeTransaction = getTransactionDecoder()

/**
 * LiteSVM (a real SVM, in process) with what a JSON-RPC node adds on top: a slot, signature
 * statuses, a transaction log and listeners for new signatures. LiteSVM applies a transaction
 * at once, so every accepted one is "finalized" in the slot it was sent in. Failed
 * transactions are refused at preflight and change nothing.
 *
 * @example
 * ```ts
 * const ledger = new SolanaLedger()
 * ledger.airdrop(someAddress, 1_000_000_000n)
 * ledger.balance(someAddress) // 1000000000n
 * ```
 */
export class SolanaLedger {
  private current = new LiteSVM()
  private readonly statuses = new Map<string, ProcessedTransaction>()
  readonly history: ProcessedTransaction[] = []
  private readonly listeners = new Set<(tx: ProcessedTransaction) => void>()

  /** `now` stamps processed transactions (the lab passes its clock). */
  constructor(private readonly now: () => number = Date.now) {}

  /** The SVM holding the accounts (a {@link restore} replaces it). */
  get svm(): LiteSVM {
    return this.current
  }

  /** The whole chain as it is now: accounts, sysvars and the transaction log. */
  snapshot(): SolanaSnapshot {
    return { svm: this.current.toBytes(), transactions: this.history.length }
  }

  /**
   * Puts the chain back as it was at `saved`: the SVM's state, and the transactions processed
   * since forgotten (signature statuses and history). Listeners stay subscribed. The blockhash
   * moves on: a client that used the snapshot's blockhash since (web3.js remembers it) would
   * otherwise wait for a new one.
   */
  restore(saved: SolanaSnapshot): void {
    if (saved.transactions > this.history.length) throw new Error('a snapshot from another chain')
    this.current = LiteSVM.fromBytes(saved.svm)
    this.current.expireBlockhash()
    for (const tx of this.history.splice(saved.transactions)) this.statuses.delete(tx.signature)
  }

  get slot(): number {
    return Number(this.svm.getClock().slot)
  }

  get blockhash(): string {
    return this.svm.latestBlockhash()
  }

  /** Moves the chain `slots` ahead with a fresh blockhash (the lab's virtual clock does this). */
  advance(slots = 1): void {
    this.svm.expireBlockhash()
    this.svm.warpToSlot(BigInt(this.slot + slots))
  }

  balance(owner: string): bigint {
    return this.svm.getBalance(address(owner)) ?? 0n
  }

  account(key: string) {
    const account = this.svm.getAccount(address(key))
    return account.exists ? account : undefined
  }

  airdrop(to: string, amount: bigint): string {
    let result = this.svm.airdrop(address(to), lamports(amount))
    // LiteSVM builds the airdrop from the faucet and the current blockhash, so a second airdrop
    // of the same amount to the same key before the blockhash moves is the same transaction and
    // is refused as AlreadyProcessed. A node's faucet never refuses that: move on one blockhash.
    if (result instanceof FailedTransactionMetadata && result.err() === ALREADY_PROCESSED) {
      this.svm.expireBlockhash()
      result = this.svm.airdrop(address(to), lamports(amount))
    }
    if (!result || result instanceof FailedTransactionMetadata) {
      throw new SolanaRpcError(-32603, `airdrop failed: ${result?.toString() ?? 'no result'}`)
    }
    const signature = base58.decode(result.signature())
    const changes = [{ owner: to, delta: amount }]
    this.record({
      signature,
      slot: this.slot,
      atMs: this.now(),
      accounts: [to],
      changes,
      err: null,
    })
    return signature
  }

  /** Checks a wire transaction without applying it. */
  simulate(wire: Uint8Array): { err: string | null; logs: string[]; unitsConsumed: number } {
    const result = this.svm.simulateTransaction(this.decode(wire))
    if (result instanceof FailedTransactionMetadata) {
      return { err: String(result.err()), logs: result.meta().logs(), unitsConsumed: 0 }
    }
    const meta = result.meta()
    return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
  }

  /**
   * Applies a wire transaction; throws the node's -32002 preflight error when it would fail,
   * so that a failing transfer changes no balance.
   */
  send(wire: Uint8Array): string {
    const tx = this.decode(wire)
    const preflight = this.svm.simulateTransaction(tx)
    if (preflight instanceof FailedTransactionMetadata) {
      throw new SolanaRpcError(
        -32002,
        `Transaction simulation failed: ${String(preflight.err())}`,
        { err: String(preflight.err()), logs: preflight.meta().logs(), accounts: null },
      )
    }
    const accounts = messageAccounts(tx)
    const before = snapshot(this.svm, accounts)
    const result = this.svm.sendTransaction(tx)
    if (result instanceof FailedTransactionMetadata) {
      throw new SolanaRpcError(-32002, `Transaction failed: ${String(result.err())}`)
    }
    const signature = base58.decode(result.signature())
    const changes = balanceChanges(before, snapshot(this.svm, accounts))
    this.record({ signature, slot: this.slot, atMs: this.now(), accounts, changes, err: null })
    return signature
  }

  status(signature: string): ProcessedTransaction | undefined {
    return this.statuses.get(signature)
  }

  /** Calls `listener` for every transaction processed from now on; returns the unsubscribe. */
  onTransaction(listener: (tx: ProcessedTransaction) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private decode(wire: Uint8Array): Transaction {
    try {
      return decodeTransaction.decode(wire)
    } catch (error) {
      throw new SolanaRpcError(-32602, `invalid transaction: ${String(error)}`)
    }
  }

  private record(tx: ProcessedTransaction): void {
    this.statuses.set(tx.signature, tx)
    this.history.push(tx)
    for (const listener of this.listeners) listener(tx)
  }
}

const decodeMessage = getCompiledTransactionMessageDecoder()

/** The accounts a transaction's message names (lookup tables aside), fee payer first. */
function messageAccounts(tx: Transaction): string[] {
  return decodeMessage.decode(tx.messageBytes).staticAccounts.map(String)
}
