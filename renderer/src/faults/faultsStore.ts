import { makeAutoObservable, runInAction } from 'mobx'
import type { FaultRule, ListedFault } from '../../../simulators/faults'
import type { LabStore } from '../lab/labStore'

/** Simulators with a fault model keyed by route (simulators/faults.ts), in the panel's order. */
export const FAULT_TARGETS = [
  { name: 'blockchain-api', label: 'Blockchain API' },
  { name: 'wallet-api', label: 'Wallet listing' },
  { name: 'solana', label: 'Solana RPC' },
  { name: 'bitcoin', label: 'Bitcoin (Esplora)' },
  { name: 'auth-frame', label: 'Embedded wallet frame' },
  // The chains' JSON-RPC, through each anvil's fault proxy (keys `RPC <method>`).
  { name: 'anvil', label: 'Chain RPC (anvil 31337)' },
  { name: 'anvil-base', label: 'Chain RPC (Base 8453)' },
] as const

/** Solana's keys are per JSON-RPC method; these are the ones the modal calls. */
const SOLANA_KEYS = ['RPC getBalance', 'RPC getTokenAccountsByOwner', 'RPC getLatestBlockhash']

/** A change QA made in the panel, as the recorder records it. */
export type FaultChange =
  | { do: 'fault'; simulator: string; key: string; rule: Record<string, unknown> }
  | { do: 'clearFaults'; simulator: string }

/** One active fault, as the panel lists it. */
export interface ActiveFault extends ListedFault {
  simulator: string
}

/**
 * The faults panel's state: which routes each simulator offers, the faults active right now
 * (read back from the simulators, so a fault a scenario set shows too), and the relay's own
 * switches. Every change goes to the simulator at once.
 *
 * @example
 * ```ts
 * const faults = new FaultsStore(lab)
 * await faults.apply('blockchain-api', 'GET /v1/account/:address/balance', { status: 500 })
 * await faults.resetAll()
 * ```
 */
export class FaultsStore {
  routes: Record<string, string[]> = {}
  active: ActiveFault[] = []
  relayDelayMs = 0
  relayRefusing = false
  error: string | undefined = undefined

  constructor(
    private readonly lab: LabStore,
    /** Told of every change QA makes here (the recorder writes it into the scenario). */
    private readonly onChange: (action: FaultChange) => void = () => {},
  ) {
    makeAutoObservable<FaultsStore, 'lab' | 'onChange'>(this, { lab: false, onChange: false })
  }

  /** The targets that are running now. */
  get targets(): (typeof FAULT_TARGETS)[number][] {
    return FAULT_TARGETS.filter((t) => this.lab.status(t.name)?.state === 'running')
  }

  async loadRoutes(name: string): Promise<void> {
    if (this.routes[name]) return
    const keys =
      name === 'solana'
        ? SOLANA_KEYS
        : ((await this.lab.bridge.call('simulators.command', { name, command: 'routes' })) as
            | string[]
            | undefined)
    runInAction(() => {
      this.routes[name] = ['*', ...(Array.isArray(keys) ? keys : [])]
    })
  }

  async apply(name: string, key: string, rule: FaultRule): Promise<void> {
    this.onChange({ do: 'fault', simulator: name, key, rule: { ...rule } })
    await this.run(() =>
      this.lab.bridge.call('simulators.command', {
        name,
        command: 'setFault',
        params: { key, ...rule },
      }),
    )
    await this.refresh()
  }

  async clear(name: string, key: string): Promise<void> {
    await this.run(() =>
      this.lab.bridge.call('simulators.command', {
        name,
        command: 'clearFaults',
        params: { key },
      }),
    )
    await this.refresh()
  }

  async setRelay(delayMs: number, refusing: boolean): Promise<void> {
    await this.run(async () => {
      await this.relay('setDelay', { ms: delayMs })
      await this.relay('refuse', { enabled: refusing })
      runInAction(() => {
        this.relayDelayMs = delayMs
        this.relayRefusing = refusing
      })
    })
  }

  dropRelaySockets(): Promise<void> {
    return this.run(() => this.relay('dropAll'))
  }

  /** Clears every fault of every running simulator and the relay's switches. */
  async resetAll(): Promise<void> {
    for (const target of this.targets) {
      this.onChange({ do: 'clearFaults', simulator: target.name })
      await this.run(() =>
        this.lab.bridge.call('simulators.command', { name: target.name, command: 'clearFaults' }),
      )
    }
    if (this.lab.status('relay')?.state === 'running') await this.setRelay(0, false)
    await this.refresh()
  }

  /** Reads the active faults back from every running simulator. */
  async refresh(): Promise<void> {
    const found: ActiveFault[] = []
    for (const target of this.targets) {
      try {
        const list = (await this.lab.bridge.call('simulators.command', {
          name: target.name,
          command: 'listFaults',
        })) as ListedFault[]
        for (const fault of list) found.push({ simulator: target.name, ...fault })
      } catch {
        // A simulator stopping mid-refresh has no faults to list.
      }
    }
    runInAction(() => {
      this.active = found
    })
  }

  private relay(command: string, params?: unknown): Promise<unknown> {
    return this.lab.bridge.call('simulators.command', { name: 'relay', command, params })
  }

  private async run(action: () => Promise<unknown>): Promise<void> {
    try {
      await action()
      runInAction(() => {
        this.error = undefined
      })
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error)
      })
    }
  }
}
