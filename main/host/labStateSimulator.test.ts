import { describe, expect, it, vi } from 'vitest'
import type { Simulator } from '../../simulators/types'
import { createLabStateSimulator } from './labStateSimulator'

/** A chain whose state is one number, with anvil's snapshot rules (a revert drops later ids). */
function fakeChain(name: string, log: string[]) {
  let value = 0
  let snapshots: number[] = []
  const chain: Simulator & { set(v: number): void; value(): number } = {
    name,
    start: async () => undefined,
    stop: async () => undefined,
    status: () => ({ name, state: 'running', info: {} }),
    set: (v) => {
      value = v
    },
    value: () => value,
    async command(command, params) {
      log.push(`${name} ${command}`)
      if (command === 'snapshot') {
        snapshots.push(value)
        return { id: `0x${snapshots.length}` }
      }
      if (command === 'revert') {
        const index = Number((params as { id: string }).id) - 1
        const saved = snapshots[index]
        if (saved === undefined) throw new Error('unknown snapshot')
        value = saved
        snapshots = snapshots.slice(0, index)
        return true
      }
      if (command === 'clearFaults' || command === 'clearRequests') return undefined
      throw new Error('unknown')
    },
  }
  return chain
}

describe('lab-state', () => {
  it('default: restore brings every chain back to its start, again and again, and resets the stubs', async () => {
    const log: string[] = []
    const anvil = fakeChain('anvil', log)
    anvil.set(10_000)
    const state = createLabStateSimulator({ chains: [anvil], all: () => [anvil], resets: [] })
    await state.start()
    for (const balance of [2_345, 7]) {
      anvil.set(balance) // what a scenario leaves behind
      expect(await state.command?.('restore')).toEqual({ reverted: ['anvil'] })
      expect(anvil.value()).toBe(10_000)
    }
    expect(log.filter((line) => line === 'anvil clearFaults')).toHaveLength(2)
    expect(log.filter((line) => line === 'anvil clearRequests')).toHaveLength(2)
    expect(state.status().info).toMatchObject({ restores: 2 })
  })

  it('behavior: the stub resets run on every restore; a chain restarted since keeps its state and gets a new snapshot', async () => {
    const log: string[] = []
    const lines: string[] = []
    const anvil = fakeChain('anvil', log)
    const frame = fakeChain('auth-frame', log)
    frame.command = async (command) => void log.push(`auth-frame ${command}`)
    const state = createLabStateSimulator({
      chains: [anvil],
      all: () => [anvil, frame],
      resets: [{ simulator: frame, command: 'reset' }],
      log: (line) => lines.push(line),
    })
    await state.start()
    anvil.command = fakeChain('anvil', log).command // a restarted node: no snapshot of ours
    anvil.set(5)
    expect(await state.command?.('restore')).toEqual({ reverted: [] })
    expect(anvil.value()).toBe(5)
    expect(lines).toEqual(['lab-state: anvil had no snapshot (restarted?); its state now is kept'])
    expect(log.slice(-3)).toEqual([
      'auth-frame clearFaults',
      'auth-frame clearRequests',
      'auth-frame reset',
    ])
  })

  it('behavior: a chain still starting when the lab-state starts is snapshotted on the first restore, without a warning, and reverted from then on', async () => {
    const log: string[] = []
    const lines: string[] = []
    const anvil = fakeChain('anvil', log)
    const polkadot = fakeChain('polkadot', log)
    let up = false
    polkadot.status = () => ({ name: 'polkadot', state: up ? 'running' : 'starting', info: {} })
    const state = createLabStateSimulator({
      chains: [anvil, polkadot],
      all: () => [anvil, polkadot],
      resets: [],
      log: (line) => lines.push(line),
    })
    await state.start()
    up = true
    polkadot.set(3)
    expect(await state.command?.('restore')).toEqual({ reverted: ['anvil'] })
    polkadot.set(8) // a scenario's transfer
    expect(await state.command?.('restore')).toEqual({ reverted: ['anvil', 'polkadot'] })
    expect(polkadot.value()).toBe(3)
    expect(lines).toEqual([])
  })

  it('behavior: with watch, a chain is snapshotted as soon as it comes up, so what is done to it before the first restore is undone', async () => {
    const log: string[] = []
    const polkadot = fakeChain('polkadot', log)
    let up = false
    polkadot.status = () => ({ name: 'polkadot', state: up ? 'running' : 'starting', info: {} })
    let changed: () => void = () => undefined
    const state = createLabStateSimulator({
      chains: [polkadot],
      all: () => [polkadot],
      resets: [],
      watch: (onChange) => {
        changed = onChange
        return () => undefined
      },
    })
    await state.start()
    polkadot.set(3)
    up = true
    changed() // chopsticks is running
    await vi.waitFor(() => expect(state.status().info.chains).toBe('polkadot'))
    polkadot.set(8) // QA's transfer by hand, before any Run
    expect(await state.command?.('restore')).toEqual({ reverted: ['polkadot'] })
    expect(polkadot.value()).toBe(3)
    changed() // a later status change takes no new snapshot
    expect(log.filter((line) => line === 'polkadot snapshot')).toHaveLength(2)
  })

  it('parameters: an unknown command is refused, and nothing runs before start', async () => {
    const state = createLabStateSimulator({ chains: [], all: () => [], resets: [] })
    await expect(state.command?.('restore')).rejects.toThrow(/not running/)
    await state.start()
    await expect(state.command?.('explode')).rejects.toThrow(/does not know/)
  })
})
