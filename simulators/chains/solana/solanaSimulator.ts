import { PublicKey } from '@solana/web3.js'
import { associatedTokenAddress, decodeTokenAccount } from '../../../modal/chains/solana/spl'
import { createFaults, type Faults, type FaultsOptions } from '../../faults'
import type { Simulator, SimulatorState, SimulatorStatus } from '../../types'
import { type ChainSnapshots, createChainSnapshots } from '../chainSnapshots'
import { seedLabGenesis } from './labGenesis'
import { isPublicKey, LAB_SOLANA_REFERENCE, LAB_USDC } from './labSolanaKeys'
import { SolanaLedger } from './solanaLedger'
import { SolanaRpcServer } from './solanaRpcServer'

export interface SolanaSimulatorOptions {
  /** A fixed port; a free one is chosen when absent. */
  port?: number
  faults?: FaultsOptions
}

/** Solana's target slot time. */
const SLOT_MS = 400

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * The lab's Solana chain: LiteSVM (a real SVM, in process, with the SPL Token and Associated
 * Token programs) behind a JSON-RPC + WebSocket facade on 127.0.0.1, seeded with the lab
 * accounts and the lab USDC mint (labGenesis.ts). Every start is a fresh chain.
 *
 * Commands: `setFault` / `clearFaults` / `listFaults` (keys `RPC <method>`, `WS <method>`,
 * `*`), `advance` `{slots?}` (a new blockhash, slots move on), `advanceTime` `{ms}` (the
 * lab's virtual clock moved: slots follow at 400 ms each, with a new blockhash),
 * `dropSockets`, `balance` `{address}`, `history` (processed transactions), `snapshot` → `{id}`
 * and `revert` `{id}` (the whole SVM and the transaction log, with anvil's rules).
 *
 * @example
 * ```ts
 * const solana = new SolanaSimulator()
 * await solana.start()
 * new Connection(solana.rpcUrl!, { wsEndpoint: solana.wsUrl })
 * await solana.stop()
 * ```
 */
export class SolanaSimulator implements Simulator {
  readonly name = 'solana'
  readonly faults: Faults
  private server: SolanaRpcServer | undefined
  private ledgerInstance: SolanaLedger | undefined
  private url: string | undefined
  private lastPort = 0
  private state: SimulatorState = 'stopped'
  private error: string | undefined
  private snapshots: ChainSnapshots | undefined

  constructor(private readonly options: SolanaSimulatorOptions = {}) {
    this.faults = createFaults(options.faults)
  }

  get rpcUrl(): string | undefined {
    return this.state === 'running' ? this.url : undefined
  }

  get wsUrl(): string | undefined {
    return this.rpcUrl?.replace(/^http/, 'ws')
  }

  /** The running chain (the Blockchain API stub reads balances and history from it). */
  get ledger(): SolanaLedger | undefined {
    return this.state === 'running' ? this.ledgerInstance : undefined
  }

  async start(): Promise<void> {
    if (this.state === 'running' || this.state === 'starting') return
    this.state = 'starting'
    this.error = undefined
    try {
      const ledger = new SolanaLedger()
      seedLabGenesis(ledger)
      this.ledgerInstance = ledger
      this.snapshots = createChainSnapshots({
        take: () => ledger.snapshot(),
        restore: (saved) => ledger.restore(saved),
      })
      this.server = new SolanaRpcServer(ledger, this.faults)
      // A restart keeps the port, so a page that has the RPC URL keeps working.
      this.url = await this.server.listen(this.options.port ?? this.lastPort)
      this.lastPort = Number(new URL(this.url).port)
      this.state = 'running'
    } catch (error) {
      this.state = 'failed'
      this.error = error instanceof Error ? error.message : String(error)
      await this.server?.close()
      throw error
    }
  }

  async stop(): Promise<void> {
    if (this.state === 'stopped') return
    this.state = 'stopping'
    await this.server?.close()
    this.server = undefined
    this.ledgerInstance = undefined
    this.snapshots = undefined
    this.url = undefined
    this.state = 'stopped'
  }

  status(): SimulatorStatus {
    const info: SimulatorStatus['info'] = {
      reference: LAB_SOLANA_REFERENCE,
      usdcMint: LAB_USDC.mint.toBase58(),
    }
    if (this.rpcUrl) info.rpcUrl = this.rpcUrl
    if (this.wsUrl) info.wsUrl = this.wsUrl
    return {
      name: this.name,
      state: this.state,
      info,
      ...(this.error ? { error: this.error } : {}),
    }
  }

  async command(command: string, params?: unknown): Promise<unknown> {
    const fault = this.faults.command(command, params)
    if (fault.handled) return fault.result
    const { ledger, snapshots } = this
    if (!ledger || !this.server || !snapshots) throw new Error('the solana chain is not running')
    switch (command) {
      case 'advance': {
        const slots = isRecord(params) && typeof params.slots === 'number' ? params.slots : 1
        ledger.advance(slots)
        return { slot: ledger.slot, blockhash: ledger.blockhash }
      }
      case 'advanceTime': {
        // The lab's virtual clock moved: the chain follows at Solana's ~400 ms per slot.
        const ms = isRecord(params) && typeof params.ms === 'number' ? params.ms : 0
        if (!(ms > 0)) throw new TypeError('advanceTime takes { ms } > 0')
        ledger.advance(Math.ceil(ms / SLOT_MS))
        return { slot: ledger.slot, blockhash: ledger.blockhash }
      }
      case 'dropSockets':
        return { dropped: this.server.dropSockets() }
      case 'snapshot':
        return snapshots.snapshot()
      case 'revert':
        return snapshots.revert(params)
      case 'balance': {
        if (!isRecord(params) || typeof params.address !== 'string') {
          throw new TypeError('balance takes { address }')
        }
        return { lamports: ledger.balance(params.address).toString() }
      }
      case 'tokenBalance': {
        // The lab USDC held by `owner` (its associated token account), null without one.
        if (!isRecord(params) || !isPublicKey(params.owner)) {
          throw new TypeError('tokenBalance takes { owner }')
        }
        const ata = associatedTokenAddress(new PublicKey(params.owner), LAB_USDC.mint)
        const data = ledger.account(ata.toBase58())?.data
        const amount = data ? decodeTokenAccount(data)?.amount : undefined
        return { amount: amount === undefined ? null : amount.toString() }
      }
      case 'history':
        return ledger.history.map((tx) => ({
          ...tx,
          accounts: [...tx.accounts],
          changes: tx.changes.map((c) => ({ ...c, delta: c.delta.toString() })),
        }))
      default:
        throw new Error(`solana does not know the command "${command}"`)
    }
  }
}
