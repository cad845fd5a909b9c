import type { Simulator, SimulatorStatus } from './types'

/**
 * A simulator built only when it first starts, for one that needs facts known at start time
 * (the Blockchain API stub needs anvil's URL). A restart reuses the built one: the lab's
 * simulators keep their ports across a restart, so what it was built with still holds, and an
 * open demo page keeps pointing at a live endpoint.
 *
 * @example
 * ```ts
 * const api = deferSimulator('blockchain-api', () => createBlockchainApiSimulator({ rpcUrl: anvil.rpcUrl! }))
 * ```
 */
export function deferSimulator(name: string, build: () => Simulator): Simulator {
  let inner: Simulator | undefined
  let built: Simulator | undefined
  let error: string | undefined
  return {
    name,
    async start() {
      if (inner) return
      error = undefined
      try {
        built ??= build()
        if (built.name !== name) {
          const wrong = built.name
          built = undefined
          throw new Error(`built "${wrong}" for "${name}"`)
        }
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
