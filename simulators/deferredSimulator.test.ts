import { describe, expect, it } from 'vitest'
import { deferSimulator } from './deferredSimulator'
import type { Simulator } from './types'

function fake(name: string, port: number, log: string[]): Simulator {
  let running = false
  return {
    name,
    start: async () => {
      running = true
      log.push(`start ${port}`)
    },
    stop: async () => {
      running = false
      log.push(`stop ${port}`)
    },
    status: () => ({ name, state: running ? 'running' : 'stopped', info: { port } }),
    command: async (command) => ({ command, port }),
  }
}

describe('deferSimulator', () => {
  it('default: builds nothing until started, then reports the built one', async () => {
    const log: string[] = []
    let builds = 0
    const sim = deferSimulator('api', () => fake('api', 8000 + ++builds, log))
    expect(builds).toBe(0)
    expect(sim.status()).toEqual({ name: 'api', state: 'stopped', info: {} })
    await sim.start()
    expect(sim.status()).toEqual({ name: 'api', state: 'running', info: { port: 8001 } })
    await expect(sim.command?.('ping')).resolves.toEqual({ command: 'ping', port: 8001 })
  })

  it('behavior: a restart reuses the built simulator, so it comes back on the same port', async () => {
    const log: string[] = []
    let builds = 0
    const sim = deferSimulator('api', () => fake('api', 8000 + ++builds, log))
    await sim.start()
    await sim.stop()
    await sim.start()
    expect(log).toEqual(['start 8001', 'stop 8001', 'start 8001'])
    expect(sim.status()).toEqual({ name: 'api', state: 'running', info: { port: 8001 } })
  })

  it('behavior: a failed build shows as failed with its reason, and commands are refused', async () => {
    const sim = deferSimulator('api', () => {
      throw new Error('anvil is not running')
    })
    await expect(sim.start()).rejects.toThrow('anvil is not running')
    expect(sim.status()).toMatchObject({ state: 'failed', error: 'anvil is not running' })
    await expect(sim.command?.('ping')).rejects.toThrow('api is not running')
  })
})
