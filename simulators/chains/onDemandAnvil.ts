import type { Simulator, SimulatorStatus } from '../types'
import { AnvilSimulator, type AnvilSimulatorOptions } from './anvil'

/** What `up` answers: where the chain is reached. */
export interface OnDemandChain {
  rpcUrl: string
  chainId: number
}

/**
 * A chain the lab offers without paying for it at start-up: its `start` only makes it
 * available, and the anvil behind it (with the given chain id, e.g. Polygon's 137) starts on
 * the first `up` command, which answers `{ rpcUrl, chainId }`; a later `up` answers the same
 * node. `stop` stops the node if it was started. Other commands go to the node once it runs.
 * `reset` puts a started node back as it was just after `up` (a snapshot taken then; the lab's
 * lab-state sends it before each Run) and does nothing before `up`.
 *
 * @example
 * ```ts
 * const polygon = createOnDemandAnvil({ name: 'anvil-polygon', chainId: 137 })
 * await polygon.start() // no process yet
 * const { rpcUrl } = (await polygon.command('up')) as OnDemandChain
 * ```
 */
export function createOnDemandAnvil(
  options: AnvilSimulatorOptions & { name: string; chainId: number },
): Simulator {
  const { name, chainId } = options
  let available = false
  let node: AnvilSimulator | undefined
  let starting: Promise<OnDemandChain> | undefined
  // The node as `up` left it, the state `reset` comes back to.
  let startSnapshot: string | undefined
  const snapshot = async (on: AnvilSimulator) =>
    ((await on.command('snapshot')) as { id: string }).id
  const reset = async () => {
    await starting?.catch(() => undefined)
    if (!node?.rpcUrl || !startSnapshot) return { reset: false }
    // anvil drops the snapshot it reverts to: take the next one at once.
    await node.command('revert', { id: startSnapshot })
    startSnapshot = await snapshot(node)
    return { reset: true }
  }

  const up = (): Promise<OnDemandChain> => {
    if (!available) return Promise.reject(new Error(`${name} is not running`))
    starting ??= (async () => {
      node = new AnvilSimulator(options)
      await node.start()
      const rpcUrl = node.rpcUrl
      if (!rpcUrl) throw new Error(`${name}: ${node.status().error ?? 'the node did not start'}`)
      startSnapshot = await snapshot(node)
      return { rpcUrl, chainId }
    })().catch((error: unknown) => {
      starting = undefined
      throw error
    })
    return starting
  }

  return {
    name,
    async start() {
      available = true
    },
    async stop() {
      available = false
      const current = node
      node = undefined
      starting = undefined
      startSnapshot = undefined
      await current?.stop()
    },
    status(): SimulatorStatus {
      const rpcUrl = node?.rpcUrl
      return {
        name,
        state: available ? 'running' : 'stopped',
        info: { chainId, onDemand: true, ...(rpcUrl ? { rpcUrl } : {}) },
      }
    },
    async command(command, params) {
      if (command === 'up') return up()
      if (command === 'reset') return reset()
      if (!node?.rpcUrl) throw new Error(`${name}: send "up" first`)
      return node.command(command, params)
    },
  }
}
