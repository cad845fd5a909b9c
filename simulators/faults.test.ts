import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../modal/core/clock/manualClock'
import { quietPeriod } from '../scenarios/runner/waits'
import { json, type Route } from './api/http/router'
import { createStubServer, type StubServer } from './api/http/stubServer'
import { createFaults, type Faults } from './faults'

const routes: Route[] = [
  { method: 'GET', pattern: '/v1/items/:id', handler: ({ params }) => json({ id: params.id }) },
]

let server: StubServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function serve(faults: Faults): Promise<string> {
  server = createStubServer({ routes, faults })
  return server.listen()
}

describe('createFaults', () => {
  it('default: no rules, requests pass', async () => {
    const faults = createFaults()
    expect(faults.list()).toEqual([])
    const url = await serve(faults)
    const res = await fetch(`${url}/v1/items/7`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: '7' })
  })

  it('parameters: status answers with the code, with CORS headers', async () => {
    const faults = createFaults()
    faults.set('GET /v1/items/:id', { status: 503 })
    const url = await serve(faults)
    const res = await fetch(`${url}/v1/items/7`)
    expect(res.status).toBe(503)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect((await fetch(`${url}/v1/items/8`)).status).toBe(503)
  })

  it('parameters: drop destroys the socket without an answer', async () => {
    const faults = createFaults()
    faults.set('GET /v1/items/:id', { drop: true })
    const url = await serve(faults)
    await expect(fetch(`${url}/v1/items/7`)).rejects.toThrow()
  })

  it('parameters: malformed answers a body the client cannot parse as JSON', async () => {
    const faults = createFaults()
    faults.command('setFault', { key: 'GET /v1/items/:id', malformed: true })
    const url = await serve(faults)
    const res = await fetch(`${url}/v1/items/7`)
    expect(res.status).toBe(200)
    await expect(res.json()).rejects.toThrow(SyntaxError)
    expect(faults.list()).toEqual([{ key: 'GET /v1/items/:id', rule: { malformed: true } }])
  })

  it('parameters: times applies the rule to the next N requests only', async () => {
    const faults = createFaults()
    faults.set('GET /v1/items/:id', { status: 500, times: 2 })
    const url = await serve(faults)
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url}/v1/items/${i}`)).status)
    expect(statuses).toEqual([500, 500, 200])
    expect(faults.list()).toEqual([])
  })

  it('parameters: latency waits on the injected timer before answering', async () => {
    const clock = new ManualClock(0)
    const waits: number[] = []
    const faults = createFaults({
      wait: (ms) => {
        waits.push(ms)
        return new Promise((resolve) => clock.setTimeout(resolve, ms))
      },
    })
    faults.set('GET /v1/items/:id', { latencyMs: 1500 })
    const url = await serve(faults)
    let settled = false
    const pending = fetch(`${url}/v1/items/1`).then((res) => {
      settled = true
      return res
    })
    await until(() => waits.length === 1)
    clock.advance(1499)
    await quietPeriod(20, 'the answer is held until the latency has passed')
    expect(settled).toBe(false)
    clock.advance(1)
    expect((await pending).status).toBe(200)
    expect(waits).toEqual([1500])
  })

  it('behavior: "*" matches endpoints without their own rule; clear(key) and clear()', () => {
    const faults = createFaults()
    faults.set('*', { status: 502 })
    faults.set('GET /a', { status: 404 })
    expect(faults.take('GET /a')?.status).toBe(404)
    expect(faults.take('GET /b')?.status).toBe(502)
    faults.clear('GET /a')
    expect(faults.take('GET /a')?.status).toBe(502)
    faults.clear()
    expect(faults.take('GET /a')).toBeUndefined()
  })

  it('behavior: simulator commands set, list and clear rules', () => {
    const faults = createFaults()
    const set = faults.command('setFault', { key: 'POST /e', status: 500, times: 1 })
    expect(set).toEqual({
      handled: true,
      result: [{ key: 'POST /e', rule: { status: 500, times: 1 }, remaining: 1 }],
    })
    expect(faults.command('listFaults').result).toHaveLength(1)
    expect(faults.command('clearFaults', { key: 'POST /e' }).result).toEqual([])
    expect(faults.command('mine')).toEqual({ handled: false })
    expect(() => faults.command('setFault', {})).toThrow(TypeError)
  })

  it('behavior: invalid rules are refused', () => {
    const faults = createFaults()
    expect(() => faults.set('GET /a', { status: 42 })).toThrow(RangeError)
    expect(() => faults.set('GET /a', { times: 0 })).toThrow(RangeError)
    expect(() => faults.set('GET /a', { latencyMs: -1 })).toThrow(RangeError)
  })
})

async function until(condition: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(condition()).toBe(true))
}
