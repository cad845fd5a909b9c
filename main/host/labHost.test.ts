import { describe, expect, it } from 'vitest'
import type { Simulator, SimulatorStatus } from '../../simulators/types'
import { describeStatus, LabHost } from './labHost'

class FakeSimulator implements Simulator {
  state: SimulatorStatus['state'] = 'stopped'
  readonly log: string[]
  constructor(
    readonly name: string,
    log: string[],
    private readonly failStop = false,
  ) {
    this.log = log
  }
  async start() {
    this.log.push(`start ${this.name}`)
    this.state = 'running'
  }
  async stop() {
    this.log.push(`stop ${this.name}`)
    if (this.failStop) throw new Error('stuck')
    this.state = 'stopped'
  }
  status(): SimulatorStatus {
    return { name: this.name, state: this.state, info: {} }
  }
  async command(command: string, params?: unknown) {
    return { command, params }
  }
}

describe('LabHost', () => {
  it('default: starts in registration order and stops in reverse', async () => {
    const log: string[] = []
    const host = new LabHost([new FakeSimulator('a', log), new FakeSimulator('b', log)])
    await host.startAll()
    expect(host.list().map((s) => s.state)).toEqual(['running', 'running'])
    await host.stopAll()
    expect(log).toEqual(['start a', 'start b', 'stop b', 'stop a'])
  })

  it('behavior: a simulator that starts in parallel begins first and its failure does not stop the lab', async () => {
    const log: string[] = []
    let fail: (error: Error) => void = () => undefined
    const slow: Simulator = {
      name: 'slow',
      startsInParallel: true,
      start: () => {
        log.push('start slow')
        return new Promise<void>((_, reject) => {
          fail = reject
        })
      },
      stop: async () => undefined,
      status: () => ({ name: 'slow', state: 'failed', info: {} }),
    }
    const host = new LabHost([new FakeSimulator('a', log), slow, new FakeSimulator('b', log)])
    const started = host.startAll()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(log).toEqual(['start slow', 'start a', 'start b'])
    fail(new Error('chopsticks failed'))
    await expect(started).resolves.toBeUndefined()
  })

  it('behavior: one failing stop does not keep the others running', async () => {
    const log: string[] = []
    const ok = new FakeSimulator('ok', log)
    const host = new LabHost([ok, new FakeSimulator('stuck', log, true)])
    await host.startAll()
    await expect(host.stopAll()).rejects.toThrow('stopAll failed')
    expect(ok.state).toBe('stopped')
  })

  it('behavior: status changes are pushed to listeners', async () => {
    const host = new LabHost([new FakeSimulator('a', [])])
    const seen: string[] = []
    host.onEvent((event) => seen.push(event.statuses[0]?.state ?? ''))
    await host.start('a')
    expect(seen.at(-1)).toBe('running')
  })

  it('behavior: bridge requests are dispatched and answered with their id', async () => {
    const host = new LabHost([new FakeSimulator('a', [])])
    await expect(host.handle({ id: 7, method: 'simulators.list' })).resolves.toEqual({
      id: 7,
      ok: true,
      result: [{ name: 'a', state: 'stopped', info: {} }],
    })
    const reply = await host.handle({
      id: 8,
      method: 'simulators.command',
      params: { name: 'a', command: 'mine', params: { blocks: 2 } },
    })
    expect(reply).toEqual({ id: 8, ok: true, result: { command: 'mine', params: { blocks: 2 } } })
  })

  it('parameters: malformed requests and unknown simulators get an error reply, never a throw', async () => {
    const host = new LabHost()
    await expect(host.handle('nonsense')).resolves.toEqual({
      id: -1,
      ok: false,
      error: 'invalid lab request',
    })
    await expect(host.handle({ id: 1, method: 'process.exit' })).resolves.toMatchObject({
      ok: false,
    })
    await expect(
      host.handle({ id: 2, method: 'simulators.start', params: { name: 'nope' } }),
    ).resolves.toEqual({ id: 2, ok: false, error: 'no simulator named "nope"' })
  })

  it('parameters: two simulators may not share a name', () => {
    const host = new LabHost([new FakeSimulator('a', [])])
    expect(() => host.register(new FakeSimulator('a', []))).toThrow(/already registered/)
  })

  it('behavior: every start and stop is logged, those the lab UI asks for too', async () => {
    const lines: string[] = []
    const host = new LabHost([new FakeSimulator('a', [])], { log: (line) => lines.push(line) })
    await host.startAll()
    await host.handle({ id: 1, method: 'simulators.stop', params: { name: 'a' } })
    await host.handle({ id: 2, method: 'simulators.start', params: { name: 'a' } })
    await host.stop('a')
    await host.stop('a') // already stopped: nothing to say
    expect(lines.map((line) => line.replace(/ in \d+\.\d s/, ''))).toEqual([
      'starting a',
      'a: running',
      'a: stopped',
      'a: starting',
      'a: running',
      'a: stopped',
    ])
  })

  it('parameters: a running line names where to reach it (URLs, chain id), nothing else', () => {
    const status: SimulatorStatus = {
      name: 'anvil',
      state: 'running',
      info: { chainId: 31337, rpcUrl: 'http://127.0.0.1:1', wallets: 0 },
    }
    expect(describeStatus(status, 1_234)).toBe(
      'anvil: running in 1.2 s (chainId 31337, rpcUrl http://127.0.0.1:1)',
    )
  })

  it('behavior: a failed start is logged with its error', async () => {
    const lines: string[] = []
    const broken: Simulator = {
      name: 'broken',
      start: () => Promise.reject(new Error('port taken')),
      stop: async () => undefined,
      status: () => ({ name: 'broken', state: 'failed', info: {}, error: 'port taken' }),
    }
    const host = new LabHost([broken], { log: (line) => lines.push(line) })
    await expect(host.start('broken')).rejects.toThrow('port taken')
    expect(lines[1]).toMatch(/^broken: failed in \d+\.\d s: port taken$/)
  })
})
