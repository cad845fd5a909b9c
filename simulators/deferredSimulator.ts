import type { Simulator, SimulatorStatus } from './types'

/**
 * A simulator built only when it starts, for one that needs facts known at start time (the
 * Blockchain API stub needs anvil's URL). Each start builds a fresh one, so a restarted anvil
 * on a new port is picked up.
 *
 * @example
 * ```ts
 * const api = deferSimulator('blockchain-api', () => createBlockchainApiSimulator({ rpcUrl: anvil.rpcUrl! }))
 * ```
 */
export function deferSimulator(name: string, build: () => Simulator): Simulator {
  let inner: Simulator | undefined
  let error: string | undefined
  return {
    name,
    async start() {
      if (inner) return
      error = undefined
      try {
        const built = build()
        if (built.name !== name) throw new Error(`built "${built.name}" for "${name}"`)
        await built.start()
        inner = built
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause)
        throw cause
      }
    },
    async stop() {
      const current = inner
      inner = undefined
      await current?.stop()
    },
    status(): SimulatorStatus {
      if (inner) return inner.status()
      return { name, state: error ? 'failed' : 'stopped', info: {}, ...(error ? { error } : {}) }
    },
    async command(command, params) {
      if (!inner?.command) throw new Error(`${name} is not running`)
      return inner.command(command, params)
    },
  }
}
