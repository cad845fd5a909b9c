import { describe, expect, it } from 'vitest'
import type { LabBridge } from '../bridge/labBridge'
import { HostFrameStore } from '../hostFrame/hostFrameStore'
import { LabStore } from '../lab/labStore'
import { ScenarioRunStore } from './scenarioRunStore'

const finished = (id: string, status: 'passed' | 'failed') => ({
  id,
  status,
  steps: [{ title: 'only', status }],
})

describe('ScenarioRunStore', () => {
  it('default: Run all replays each scenario in turn and sums up the results', () => {
    const frame = new HostFrameStore(new LabStore({} as LabBridge))
    const runs = new ScenarioRunStore(frame)
    runs.runAll(['a', 'b', 'c'])
    expect(frame.scenarioId).toBe('a')
    frame.setReport(finished('a', 'passed'))
    expect(frame.scenarioId).toBe('b')
    frame.setReport(finished('b', 'failed'))
    frame.setReport(finished('c', 'passed'))
    expect(runs.summary).toEqual({ total: 3, passed: 2, failed: 1, done: 3 })
    expect(runs.reportOf('b')?.status).toBe('failed')
    expect(runs.running).toBe(false)
  })

  it('behavior: a single Run has no summary and keeps the other results', () => {
    const frame = new HostFrameStore(new LabStore({} as LabBridge))
    const runs = new ScenarioRunStore(frame)
    runs.run('a')
    expect(runs.running).toBe(true)
    frame.setReport(finished('a', 'passed'))
    runs.run('b')
    expect(runs.summary).toBeUndefined()
    expect(runs.reportOf('a')?.status).toBe('passed')
    expect(runs.reportOf('b')).toBeUndefined()
  })
})
