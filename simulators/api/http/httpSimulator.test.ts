import { afterEach, describe, expect, it } from 'vitest'
import { createHttpSimulator, type HttpSimulator } from './httpSimulator'
import { json } from './router'

let sim: HttpSimulator | undefined
afterEach(async () => {
  await sim?.stop()
  sim = undefined
})

function pingSimulator(): HttpSimulator {
  return createHttpSimulator({
    name: 'ping',
    routes: () => [
      { method: 'GET', pattern: '/v1/ping', handler: () => json({ pong: true }) },
      { method: 'POST', pattern: '/v1/echo/:id', handler: (r) => json(r.params) },
    ],
  })
}

describe('createHttpSimulator', () => {
  it('default: lists its route table as fault keys for the faults panel', async () => {
    sim = pingSimulator()
    await sim.start()
    await expect(sim.command('routes')).resolves.toEqual(['GET /v1/ping', 'POST /v1/echo/:id'])
  })

  it('behavior: a restart listens on the same port, so an open page keeps its URL', async () => {
    sim = pingSimulator()
    await sim.start()
    const before = sim.url
    await sim.stop()
    expect(sim.status()).toMatchObject({ state: 'stopped', info: {} })
    await sim.start()
    expect(sim.url).toBe(before)
    const answer = await fetch(`${sim.url}/v1/ping`)
    expect(await answer.json()).toEqual({ pong: true })
  })
})
