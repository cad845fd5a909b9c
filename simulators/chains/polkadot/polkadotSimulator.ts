import { createFaults, type Faults, type FaultsOptions } from '../../faults'
import type { Simulator, SimulatorState, SimulatorStatus } from '../../types'
import { type ChainSnapshots, createChainSnapshots } from '../chainSnapshots'
import { type ChopsticksNode, startChopsticks } from './chopsticksNode'
import { LAB_POLKADOT_TOKEN } from './labPolkadotKeys'
import { WsFaultProxy } from './wsFaultProxy'

export interface PolkadotSimulatorOptions {
  /** A fixed port for the lab's ws:// endpoint; a free one is chosen when absent. */
  port?: number
  faults?: FaultsOptions
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function addressParam(params: unknown, command: string): string {
  if (!isRecord(params) || typeof params.address !== 'string') {
    throw new TypeError(`${command} takes { address }`)
  }
  return params.address
}

/**
 * The lab's polkadot chain: chopsticks running the rococo asset hub runtime offline (see
 * chopsticksNode.ts), the lab accounts funded, served on 127.0.0.1 through a fault proxy. Every
 * start is a fresh chain. CAIP-2 reference: the first 32 hex digits of the genesis hash.
 *
 * Commands: `setFault` / `clearFaults` / `listFaults` (keys `WS <method>`, `*`), `newBlock`
 * `{count?}`, `dropSockets`, `balance` `{address}` (free plancks as a string), `fund`
 * `{address, free}` (dev storage), `snapshot` → `{id}` and `revert` `{id}` (the head set back to
 * the snapshot's block, as `dev_setHead` does, with anvil's rules for ids).
 *
 * @example
 * ```ts
 * const polkadot = new PolkadotSimulator()
 * await polkadot.start()
 * await ApiPromise.create({ provider: new WsProvider(polkadot.wsUrl) })
 * ```
 */
export class PolkadotSimulator implements Simulator {
  readonly name = 'polkadot'
  /** chopsticks needs 5–20 s and nothing else: the lab starts it alongside the others. */
  readonly startsInParallel = true
  readonly faults: Faults
  private node: ChopsticksNode | undefined
  private proxy: WsFaultProxy | undefined
  private state: SimulatorState = 'stopped'
  private error: string | undefined
  private snapshots: ChainSnapshots | undefined

  constructor(private readonly options: PolkadotSimulatorOptions = {}) {
    this.faults = createFaults(options.faults)
  }

  get wsUrl(): string | undefined {
    return this.state === 'running' ? this.proxy?.url : undefined
  }

  /** `polkadot:<reference>`'s reference, once running. */
  get reference(): string | undefined {
    return this.state === 'running' ? this.node?.genesisHash.slice(2, 34) : undefined
  }

  async start(): Promise<void> {
    if (this.state === 'running' || this.state === 'starting') return
    this.state = 'starting'
    this.error = undefined
    try {
      const node = await startChopsticks()
      this.node = node
      this.snapshots = createChainSnapshots({
        take: () => node.snapshot(),
        restore: (saved) => node.revert(saved),
      })
      this.proxy = await WsFaultProxy.listen(this.node.wsUrl, this.faults, this.options.port)
      this.state = 'running'
    } catch (error) {
      this.state = 'failed'
      this.error = error instanceof Error ? error.message : String(error)
      await this.release()
      throw error
    }
  }

  async stop(): Promise<void> {
    if (this.state === 'stopped') return
    this.state = 'stopping'
    await this.release()
    this.state = 'stopped'
  }

  status(): SimulatorStatus {
    const info: SimulatorStatus['info'] = { ...LAB_POLKADOT_TOKEN, runtime: 'asset-hub-rococo' }
    if (this.wsUrl) info.wsUrl = this.wsUrl
    if (this.reference) info.reference = this.reference
    if (this.state === 'running' && this.node) info.genesisHash = this.node.genesisHash
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
    const { node, proxy, snapshots } = this
    if (this.state !== 'running' || !node || !proxy || !snapshots)
      throw new Error('polkadot is not running')
    switch (command) {
      case 'newBlock': {
        const count = isRecord(params) && typeof params.count === 'number' ? params.count : 1
        return { head: await node.newBlocks(count) }
      }
      case 'dropSockets':
        return { dropped: proxy.dropSockets() }
      case 'snapshot':
        return snapshots.snapshot()
      case 'revert':
        return snapshots.revert(params)
      case 'balance':
        return { free: (await node.freeBalance(addressParam(params, command))).toString() }
      case 'fund': {
        const address = addressParam(params, command)
        const free = isRecord(params) && typeof params.free === 'string' ? params.free : ''
        if (!/^\d+$/.test(free)) throw new TypeError('fund takes { address, free: "<plancks>" }')
        await node.fund(address, BigInt(free))
        return { free }
      }
      default:
        throw new Error(`polkadot does not know the command "${command}"`)
    }
  }

  private async release(): Promise<void> {
    const { node, proxy } = this
    this.node = undefined
    this.proxy = undefined
    this.snapshots = undefined
    await proxy?.close()
    await node?.close()
  }
}
