import type { Simulator, SimulatorStatus } from '../../simulators/types'
import { LAB_STATE } from '../bridge/protocol'

/** A command that puts one stub back as it started (e.g. the auth frame's `reset`). */
export interface ResetCommand {
  simulator: Simulator
  command: string
  params?: unknown
}

export interface LabStateOptions {
  /** Chains that take `snapshot` and `revert` with anvil's rules (the anvils, LiteSVM, the UTXO ledger, chopsticks). */
  chains: readonly Simulator[]
  /** Every simulator: those running have their faults cleared (`clearFaults`). */
  all: () => readonly Simulator[]
  /** Stub resets, run in order on every restore. */
  resets: readonly ResetCommand[]
  /** Told when a chain's snapshot was lost (it was restarted) and a new one taken. */
  log?: (line: string) => void
  /**
   * Calls back whenever a simulator's state changes; returns the unsubscribe. A chain that
   * comes up after the lab-state (chopsticks starts alongside the others) is snapshotted then.
   */
  watch?: (onChange: () => void) => () => void
}

const running = (simulator: Simulator) => simulator.status().state === 'running'

/**
 * The lab's known state, run as a lab "simulator" so the lab UI reaches it through the same
 * command channel: on start (after the chains have deployed their contracts) it snapshots
 * every chain; `restore` reverts each chain to that snapshot (and takes a new one, since anvil
 * drops a snapshot it reverts to), clears every fault and the stubs' request logs, and resets
 * the stubs; `capture` makes
 * the chains' current state the one to come back to. Run all restores before each scenario
 * and once after the last, so a batch leaves the lab as it found it.
 *
 * @example
 * ```ts
 * const state = createLabStateSimulator({ chains: [anvil], all: () => [anvil], resets: [] })
 * await state.start()
 * await state.command?.('restore')
 * ```
 */
export function createLabStateSimulator(options: LabStateOptions): Simulator {
  const snapshots = new Map<string, string>()
  let state: SimulatorStatus['state'] = 'stopped'
  let restores = 0
  let unwatch: (() => void) | undefined
  // One change of the snapshots at a time: a late chain's snapshot never races a restore.
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work)
    queue = next.catch(() => undefined)
    return next
  }

  const snapshot = async (chain: Simulator) => {
    const taken = (await chain.command?.('snapshot')) as { id?: unknown } | undefined
    if (typeof taken?.id !== 'string') throw new Error(`${chain.name} took no snapshot`)
    snapshots.set(chain.name, taken.id)
  }
  const capture = async () => {
    snapshots.clear()
    for (const chain of options.chains.filter(running)) await snapshot(chain)
    return { chains: [...snapshots.keys()] }
  }
  const adoptLate = async () => {
    for (const chain of options.chains.filter(running)) {
      if (!snapshots.has(chain.name)) await snapshot(chain)
    }
  }
  const restore = async () => {
    const reverted: string[] = []
    for (const chain of options.chains.filter(running)) {
      const id = snapshots.get(chain.name)
      const back = id
        ? await chain.command?.('revert', { id }).then(
            () => true,
            () => false,
          )
        : false
      if (back) reverted.push(chain.name)
      else if (id)
        options.log?.(
          `${LAB_STATE}: ${chain.name} had no snapshot (restarted?); its state now is kept`,
        )
      // Without `watch`, a chain that came up after the lab-state is snapshotted here.
      await snapshot(chain)
    }
    for (const simulator of options.all().filter(running)) {
      if (simulator.name === LAB_STATE) continue
      // Faults off, and the stubs' request logs emptied (a scenario reads what it caused).
      await simulator.command?.('clearFaults').catch(() => undefined)
      await simulator.command?.('clearRequests').catch(() => undefined)
    }
    for (const reset of options.resets.filter((r) => running(r.simulator))) {
      await reset.simulator.command?.(reset.command, reset.params)
    }
    restores += 1
    return { reverted }
  }

  return {
    name: LAB_STATE,
    async start() {
      state = 'starting'
      await serial(capture)
      state = 'running'
      unwatch = options.watch?.(() => {
        if (state === 'running')
          void serial(adoptLate).catch((error: unknown) => {
            options.log?.(`${LAB_STATE}: ${String(error)}`)
          })
      })
    },
    async stop() {
      unwatch?.()
      unwatch = undefined
      snapshots.clear()
      state = 'stopped'
    },
    status: () => ({
      name: LAB_STATE,
      state,
      info: { chains: [...snapshots.keys()].join(', '), restores },
    }),
    async command(command) {
      if (state !== 'running') throw new Error(`${LAB_STATE} is not running`)
      if (command === 'capture') return serial(capture)
      if (command === 'restore') return serial(restore)
      throw new Error(`${LAB_STATE} does not know the command "${command}"`)
    },
  }
}
