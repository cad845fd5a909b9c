import { describe, expect, it } from 'vitest'
import type { LabBridge } from '../bridge/labBridge'
import { LabStore } from '../lab/labStore'
import { TimelineStore } from './timelineStore'

describe('TimelineStore', () => {
  it('default: keeps what the page reports and logs simulator stops and starts', () => {
    const lab = new LabStore({} as LabBridge)
    lab.setStatuses([{ name: 'relay', state: 'running', info: {} }])
    const timeline = new TimelineStore(lab, () => Date.UTC(2026, 0, 1))
    timeline.add({ at: 5, kind: 'event', title: 'MODAL_OPEN' })
    lab.setStatuses([{ name: 'relay', state: 'stopped', info: {} }])
    lab.setStatuses([{ name: 'relay', state: 'running', info: {} }])
    expect(timeline.entries.map((entry) => `${entry.kind}: ${entry.title}`)).toEqual([
      'event: MODAL_OPEN',
      'simulator: relay stopped',
      'simulator: relay running',
    ])
  })

  it('behavior: a filter hides a kind, and the export holds only what is shown', () => {
    const timeline = new TimelineStore(new LabStore({} as LabBridge), () => 0)
    timeline.add({ at: 0, kind: 'event', title: 'MODAL_OPEN' })
    timeline.add({ at: 1_000, kind: 'http', title: 'GET /v1/wallets → 200 (2 ms)' })
    timeline.toggle('http')
    expect(timeline.visible.map((entry) => entry.title)).toEqual(['MODAL_OPEN'])
    expect(JSON.parse(timeline.toJson())).toEqual([
      { at: '1970-01-01T00:00:00.000Z', kind: 'event', title: 'MODAL_OPEN' },
    ])
    timeline.toggle('http')
    expect(timeline.visible).toHaveLength(2)
  })

  it('behavior: periodic polling is muted by default, a failed poll is not, and it can be shown', () => {
    const timeline = new TimelineStore(new LabStore({} as LabBridge), () => 0)
    timeline.add({ at: 0, kind: 'http', title: 'POST 127.0.0.1:8545/ net_listening → 200 (2 ms)' })
    timeline.add({
      at: 1,
      kind: 'http',
      title: 'POST 127.0.0.1:8545/ eth_blockNumber → 200 (1 ms)',
    })
    timeline.add({ at: 2, kind: 'http', title: 'POST 127.0.0.1:8545/ net_listening → 503 (2 ms)' })
    timeline.add({
      at: 3,
      kind: 'http',
      title: 'POST 127.0.0.1:8545/ eth_sendRawTransaction → 200 (4 ms)',
    })
    expect(timeline.visible.map((entry) => entry.at)).toEqual([2, 3])
    expect(timeline.mutedPolling).toBe(2)
    timeline.setShowPolling(true)
    expect(timeline.visible.map((entry) => entry.at)).toEqual([0, 1, 2, 3])
    expect(timeline.mutedPolling).toBe(0)
  })

  it('behavior: the text filter matches kind, title and detail, whatever the case', () => {
    const timeline = new TimelineStore(new LabStore({} as LabBridge), () => 0)
    timeline.add({ at: 0, kind: 'event', title: 'MODAL_OPEN', detail: '{"view":"Connect"}' })
    timeline.add({ at: 1, kind: 'wallet', title: 'Lab Alpha: eth_requestAccounts → ok' })
    timeline.add({ at: 2, kind: 'relay', title: 'relay→ wc_sessionPropose' })
    timeline.setQuery('connect')
    expect(timeline.visible.map((entry) => entry.at)).toEqual([0])
    timeline.setQuery('  ALPHA ')
    expect(timeline.visible.map((entry) => entry.at)).toEqual([1])
    timeline.setQuery('relay')
    expect(timeline.visible.map((entry) => entry.at)).toEqual([2])
    timeline.setQuery('')
    expect(timeline.visible).toHaveLength(3)
  })

  it('behavior: a pinned line stays pinned through filters and a clear, and leads the export', () => {
    const timeline = new TimelineStore(new LabStore({} as LabBridge), () => 0)
    timeline.add({ at: 0, kind: 'event', title: 'MODAL_OPEN' })
    timeline.add({ at: 1_000, kind: 'http', title: 'GET /v1/wallets → 500 (2 ms)' })
    const failed = timeline.entries[1]
    if (!failed) throw new Error('no line')
    timeline.togglePin(failed)
    timeline.toggle('http')
    timeline.clear()
    expect(timeline.pinned).toEqual([failed])
    timeline.add({ at: 2_000, kind: 'event', title: 'MODAL_CLOSE' })
    expect(JSON.parse(timeline.toJson())).toEqual([
      {
        at: '1970-01-01T00:00:01.000Z',
        kind: 'http',
        title: 'GET /v1/wallets → 500 (2 ms)',
        pinned: true,
      },
      { at: '1970-01-01T00:00:02.000Z', kind: 'event', title: 'MODAL_CLOSE' },
    ])
    timeline.togglePin(failed)
    expect(timeline.pinned).toEqual([])
  })
})
