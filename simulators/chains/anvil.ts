import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type Anvil, createAnvil } from '@viem/anvil'
import { createPublicClient, createTestClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { createFaults, type Faults, type FaultsOptions } from '../faults'
import { freePort } from '../freePort'
import { LAB_MNEMONIC } from '../labKeys'
import { findProcesses } from '../processes'
import type { Simulator, SimulatorStatus } from '../types'
import { setAnvilTime } from './anvilTime'
import { EVM_RPC_FAULT_KEYS, RpcFaultProxy } from './rpcFaultProxy'

export const LAB_CHAIN_ID = 31337

/** Where `@foundry-rs/anvil-linux-amd64` ships the anvil binary inside node_modules. */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url)
  const pkg = require.resolve('@foundry-rs/anvil-linux-amd64/package.json')
  return join(dirname(pkg), 'bin', 'anvil')
}

export interface AnvilSimulatorOptions {
  /** The simulator's name in the lab. Default `anvil`; a second chain needs its own. */
  name?: string
  /** A fixed port; a free one is chosen when absent. */
  port?: number
  chainId?: number
  /** Runs once the node answers, before the simulator reports "running" (e.g. deploy tokens). */
  afterStart?: (rpcUrl: string) => Promise<unknown>
  /** How fault latency waits (tests pass a ManualClock's). */
  faults?: FaultsOptions
  /** The time (ms) its clock is set to before `afterStart`, so deploys are dated by the lab's clock. */
  startTime?: number
}

/**
 * A real EVM node: anvil on 127.0.0.1 with the lab mnemonic and chain id 31337, reached through
 * a fault proxy (`rpcUrl`), so the lab's faults panel can fail its JSON-RPC (`RPC <method>`).
 *
 * @example
 * ```ts
 * const anvil = new AnvilSimulator()
 * await anvil.start()
 * anvil.rpcUrl // http://127.0.0.1:PORT
 * await anvil.command('mine')
 * const { id } = (await anvil.command('snapshot')) as { id: `0x${string}` }
 * await anvil.command('revert', { id })
 * await anvil.command('requests') // [{ key: 'RPC eth_blockNumber' }, …] through the proxy
 * await anvil.stop()
 * ```
 */
export class AnvilSimulator implements Simulator {
  readonly name: string
  private anvil: Anvil | undefined
  private state: SimulatorStatus['state'] = 'stopped'
  private error: string | undefined
  private readonly chainId: number
  /** The node's JSON-RPC faults, applied by the proxy in front of it. */
  readonly faults: Faults
  private readonly proxy: RpcFaultProxy

  constructor(private readonly options: AnvilSimulatorOptions = {}) {
    this.chainId = options.chainId ?? LAB_CHAIN_ID
    this.name = options.name ?? 'anvil'
    this.faults = createFaults(options.faults)
    this.proxy = new RpcFaultProxy(this.faults, () => this.nodeUrl)
  }

  /** The chain's JSON-RPC URL for pages, wallets and stubs: the fault proxy's. */
  get rpcUrl(): string | undefined {
    return this.anvil && this.state === 'running' ? this.proxy.url : undefined
  }

  /** anvil's own URL, for the lab's commands and deploys (no fault applies to them). */
  private get nodeUrl(): string | undefined {
    return this.anvil ? `http://127.0.0.1:${this.anvil.port}` : undefined
  }

  /** The operating-system process id of anvil while it runs (used to prove clean shutdown). */
  get pid(): number | undefined {
    return this.processId
  }
  private processId: number | undefined
  private lastPort: number | undefined

  async start(): Promise<void> {
    if (this.state === 'running' || this.state === 'starting') return
    this.state = 'starting'
    this.error = undefined
    try {
      // A restart keeps the proxy's port, so a page that has the RPC URL keeps working.
      const port = this.options.port ?? this.lastPort ?? (await freePort())
      this.lastPort = port
      await this.proxy.listen(port)
      const nodePort = await freePort()
      this.anvil = createAnvil({
        anvilBinary: anvilBinaryPath(),
        host: '127.0.0.1',
        port: nodePort,
        chainId: this.chainId,
        mnemonic: LAB_MNEMONIC,
      } as Parameters<typeof createAnvil>[0])
      await this.anvil.start()
      this.processId = await this.findPid(nodePort)
      if (this.options.startTime !== undefined) {
        await setAnvilTime(`http://127.0.0.1:${nodePort}`, this.options.startTime)
      }
      await this.options.afterStart?.(`http://127.0.0.1:${nodePort}`)
      this.state = 'running'
    } catch (error) {
      await this.proxy.close()
      this.state = 'failed'
      this.error = error instanceof Error ? error.message : String(error)
      throw error
    }
  }

  async stop(): Promise<void> {
    if (!this.anvil) return
    this.state = 'stopping'
    await this.proxy.close()
    await this.anvil.stop()
    this.anvil = undefined
    this.processId = undefined
    this.state = 'stopped'
  }

  status(): SimulatorStatus {
    const info: SimulatorStatus['info'] = { chainId: this.chainId }
    if (this.rpcUrl) info.rpcUrl = this.rpcUrl
    // The node's own address, behind the fault proxy: how QA (and a test) finds the process.
    if (this.rpcUrl && this.nodeUrl) info.nodeUrl = this.nodeUrl
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
    if (command === 'routes') return EVM_RPC_FAULT_KEYS
    // The calls pages, wallets and stubs made through the proxy (a scenario counts the page's).
    if (command === 'requests') return this.proxy.requests()
    if (command === 'clearRequests') return void this.proxy.clearRequests()
    const rpcUrl = this.state === 'running' ? this.nodeUrl : undefined
    if (!rpcUrl) throw new Error('anvil is not running')
    const transport = http(rpcUrl)
    switch (command) {
      case 'mine': {
        await createTestClient({ chain: foundry, mode: 'anvil', transport }).mine({ blocks: 1 })
        const block = await createPublicClient({ chain: foundry, transport }).getBlockNumber()
        return { blockNumber: Number(block) }
      }
      case 'blockNumber': {
        const block = await createPublicClient({ chain: foundry, transport }).getBlockNumber()
        return { blockNumber: Number(block) }
      }
      case 'setBalance': {
        // Scenarios drain an account (e.g. no native token left for gas).
        const { address, wei } = parseSetBalance(params)
        await createTestClient({ chain: foundry, mode: 'anvil', transport }).setBalance({
          address,
          value: wei,
        })
        return { address, wei: wei.toString() }
      }
      case 'setTime': {
        // The lab's virtual clock moved (a reload, a step): blocks from now on follow it.
        const ms = typeof params === 'object' && params ? Reflect.get(params, 'ms') : undefined
        await setAnvilTime(rpcUrl, Number(ms))
        return { ms }
      }
      case 'snapshot': {
        // The chain as it is now, to come back to (the lab's Run all starts each scenario here).
        const id = await createTestClient({ chain: foundry, mode: 'anvil', transport }).snapshot()
        return { id }
      }
      case 'revert': {
        // Back to a snapshot; anvil drops it (and every later one), so take a new one to reuse.
        const id = typeof params === 'object' && params ? Reflect.get(params, 'id') : undefined
        if (typeof id !== 'string' || !/^0x[0-9a-f]+$/i.test(id)) {
          throw new Error('revert needs the id of a snapshot')
        }
        await createTestClient({ chain: foundry, mode: 'anvil', transport }).revert({
          id: id as `0x${string}`,
        })
        return { id }
      }
      default:
        throw new Error(`anvil does not know the command "${command}"`)
    }
  }

  /** @viem/anvil hides the child process; find it by the port it listens on. */
  private async findPid(port: number): Promise<number | undefined> {
    return (await findProcesses('anvil', String(port)))[0]
  }
}

/** `{ address: 0x…, wei: "123" }` of the `setBalance` command. */
function parseSetBalance(params: unknown): { address: `0x${string}`; wei: bigint } {
  const address = typeof params === 'object' && params ? Reflect.get(params, 'address') : undefined
  const wei = typeof params === 'object' && params ? Reflect.get(params, 'wei') : undefined
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
    throw new Error('setBalance needs an address')
  }
  if (typeof wei !== 'string' || !/^\d+$/.test(wei)) throw new Error('setBalance needs wei')
  return { address: address as `0x${string}`, wei: BigInt(wei) }
}
