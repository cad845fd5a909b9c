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
})
