import { describe, expect, it } from 'vitest'
import type { SimulatorStatus } from '../../../simulators/types'
import type { LabBridge } from '../bridge/labBridge'
import { LabStore } from '../lab/labStore'
import { HostFrameStore } from './hostFrameStore'

function labWith(statuses: SimulatorStatus[]): LabStore {
  const lab = new LabStore({} as LabBridge)
  lab.setStatuses(statuses)
  return lab
}

const running: SimulatorStatus[] = [
  { name: 'anvil', state: 'running', info: { rpcUrl: 'http://127.0.0.1:1' } },
  { name: 'blockchain-api', state: 'running', info: { url: 'http://127.0.0.1:2' } },
  { name: 'wallet-api', state: 'running', info: { url: 'http://127.0.0.1:3' } },
  { name: 'relay', state: 'running', info: { url: 'ws://127.0.0.1:4' } },
  { name: 'solana', state: 'running', info: { rpcUrl: 'http://127.0.0.1:5' } },
  { name: 'auth-frame', state: 'running', info: { url: 'http://127.0.0.1:5' } },
  { name: 'bitcoin', state: 'running', info: { url: 'http://127.0.0.1:6' } },
]

describe('HostFrameStore', () => {
  it('behavior: with the host-page server listed, the page is on that origin and told the lab origin; none before it runs', () => {
    const page = { name: 'host-page', state: 'running', info: { url: 'http://127.0.0.1:6001' } }
    const lab = 'http://127.0.0.1:5401'
    const frame = new HostFrameStore(labWith([...running, page as SimulatorStatus]), lab)
    const url = new URL(frame.src!)
    expect(url.origin).toBe('http://127.0.0.1:6001')
    expect(url.pathname).toBe('/host.html')
    expect(url.searchParams.get('labOrigin')).toBe(lab)
    expect(frame.origin).toBe('http://127.0.0.1:6001')
    const starting = { ...page, state: 'starting', info: {} }
    expect(new HostFrameStore(labWith([...running, starting as SimulatorStatus]), lab).src).toBe(
      undefined,
    )
  })

  it('behavior: the phone frame (Mobile 390×844) loads the page as a phone, desktop does not', () => {
    const frame = new HostFrameStore(labWith(running))
    expect(new URL(frame.src!, 'http://127.0.0.1/').searchParams.get('device')).toBeNull()
    frame.setViewport('mobile')
    expect(new URL(frame.src!, 'http://127.0.0.1/').searchParams.get('device')).toBe('mobile')
  })

  it('behavior: the embedded option loads the page with the modal inline (embedded=1), off by default', () => {
    const frame = new HostFrameStore(labWith(running))
    expect(new URL(frame.src!, 'http://127.0.0.1/').searchParams.get('embedded')).toBeNull()
    frame.setEmbedded(true)
    expect(new URL(frame.src!, 'http://127.0.0.1/').searchParams.get('embedded')).toBe('1')
  })

  it('default: points the host page at every running simulator, on the virtual clock', () => {
    const frame = new HostFrameStore(labWith(running))
    const url = new URL(frame.src!, 'http://127.0.0.1/')
    expect(url.pathname).toBe('/host.html')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lab: '1',
      clock: 'manual',
      rpc: 'http://127.0.0.1:1',
      api: 'http://127.0.0.1:2',
      walletApi: 'http://127.0.0.1:3',
      relay: 'ws://127.0.0.1:4',
      solanaRpc: 'http://127.0.0.1:5',
      auth: 'http://127.0.0.1:5',
      bitcoin: 'http://127.0.0.1:6',
    })
  })

  it('parameters: the Base anvil, when it runs, is passed as rpcBase', () => {
    const base = { name: 'anvil-base', state: 'running', info: { rpcUrl: 'http://127.0.0.1:5' } }
    const frame = new HostFrameStore(labWith([...running, base as SimulatorStatus]))
    const url = new URL(frame.src!, 'http://127.0.0.1/')
    expect(url.searchParams.get('rpcBase')).toBe('http://127.0.0.1:5')
  })

  it('behavior: the page waits for the polkadot chain started in parallel, unless it failed', () => {
    const polkadot = (state: SimulatorStatus['state']): SimulatorStatus => ({
      name: 'polkadot',
      state,
      info: state === 'running' ? { wsUrl: 'ws://127.0.0.1:6', reference: 'ab'.repeat(16) } : {},
    })
    expect(new HostFrameStore(labWith([...running, polkadot('starting')])).src).toBeUndefined()
    const url = new URL(
      new HostFrameStore(labWith([...running, polkadot('running')])).src!,
      'http://127.0.0.1/',
    )
    expect(url.searchParams.get('polkadotWs')).toBe('ws://127.0.0.1:6')
    expect(url.searchParams.get('polkadotRef')).toBe('ab'.repeat(16))
    const failed = new HostFrameStore(labWith([...running, polkadot('failed')])).src!
    expect(new URL(failed, 'http://127.0.0.1/').searchParams.has('polkadotWs')).toBe(false)
  })

  it('behavior: no page until every simulator it needs runs', () => {
    const stopped = running.map((s) =>
      s.name === 'relay' ? { ...s, state: 'stopped' as const } : s,
    )
    expect(new HostFrameStore(labWith(stopped)).src).toBeUndefined()
  })

  it('behavior: a simulator stopped after it ran keeps the page mounted on the same URL', () => {
    const lab = labWith(running)
    const frame = new HostFrameStore(lab)
    const before = frame.src
    lab.setStatuses(
      running.map((s) => (s.name === 'relay' ? { ...s, state: 'stopped', info: {} } : s)),
    )
    expect(frame.src).toBe(before)
    expect(lab.lifecycle.map((entry) => `${entry.name} ${entry.state}`)).toEqual(['relay stopped'])
  })

  it('behavior: replay reloads with the scenario, and reports of other scenarios are ignored', () => {
    const frame = new HostFrameStore(labWith(running))
    frame.replay('wallet-rejects')
    const first = frame.src
    expect(new URL(first!, 'http://x/').searchParams.get('scenario')).toBe('wallet-rejects')
    frame.setReport({ id: 'other', status: 'passed', steps: [] })
    expect(frame.report).toBeUndefined()
    frame.setReport({ id: 'wallet-rejects', status: 'running', steps: [] })
    expect(frame.report?.status).toBe('running')
    frame.replay('wallet-rejects')
    expect(frame.src).not.toBe(first)
    expect(frame.report).toBeUndefined()
  })
})
