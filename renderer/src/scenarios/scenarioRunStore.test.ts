import { describe, expect, it, vi } from 'vitest'
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
  it('default: Run all restores the lab before each scenario and after the last, and sums up', async () => {
    const frame = new HostFrameStore(new LabStore({} as LabBridge))
    const log: string[] = []
    const runs = new ScenarioRunStore(frame, async () => {
      log.push(`restore (frame on ${frame.scenarioId ?? 'nothing'})`)
      return true
    })
    runs.runAll(['a', 'b', 'c'])
    await vi.waitFor(() => expect(frame.scenarioId).toBe('a'))
    frame.setReport(finished('a', 'passed'))
    await vi.waitFor(() => expect(frame.scenarioId).toBe('b'))
    frame.setReport(finished('b', 'failed'))
    await vi.waitFor(() => expect(frame.scenarioId).toBe('c'))
    frame.setReport(finished('c', 'passed'))
    await vi.waitFor(() => expect(runs.restored).toBe(true))
    expect(frame.scenarioId).toBeUndefined() // the frame reloaded on the restored lab
    expect(log).toEqual([
      'restore (frame on nothing)',
      'restore (frame on a)',
      'restore (frame on b)',
      'restore (frame on c)',
    ])
    expect(runs.summary).toEqual({ total: 3, passed: 2, failed: 1, done: 3 })
    expect(runs.failures).toEqual(['b'])
    expect(runs.reportOf('b')?.status).toBe('failed')
    expect(runs.running).toBe(false)
  })

  it('behavior: a Run clicked while another waits for its restore wins', async () => {
    const frame = new HostFrameStore(new LabStore({} as LabBridge))
    let release: () => void = () => undefined
    const first = new Promise<void>((resolve) => {
      release = resolve
    })
    let calls = 0
    const runs = new ScenarioRunStore(frame, () =>
      ++calls === 1 ? first.then(() => true) : Promise.resolve(true),
    )
    runs.runAll(['a', 'b'])
    runs.run('c')
    await vi.waitFor(() => expect(frame.scenarioId).toBe('c'))
    release()
    await first
    expect(frame.scenarioId).toBe('c')
  })

  it('behavior: a single Run has no summary and keeps the other results', async () => {
    const frame = new HostFrameStore(new LabStore({} as LabBridge))
    const runs = new ScenarioRunStore(frame)
    runs.run('a')
    expect(runs.running).toBe(true)
    await vi.waitFor(() => expect(frame.scenarioId).toBe('a'))
    frame.setReport(finished('a', 'passed'))
    runs.run('b')
    await vi.waitFor(() => expect(frame.scenarioId).toBe('b'))
    expect(runs.summary).toBeUndefined()
    expect(runs.reportOf('a')?.status).toBe('passed')
    expect(runs.reportOf('b')).toBeUndefined()
  })

  it('behavior: a restore that fails is said so, not "restored"', async () => {
    const frame = new HostFrameStore(new LabStore({} as LabBridge))
    const runs = new ScenarioRunStore(frame, async () => false)
    runs.runAll(['a'])
    await vi.waitFor(() => expect(frame.scenarioId).toBe('a'))
    frame.setReport(finished('a', 'passed'))
    await vi.waitFor(() => expect(runs.restored).toBe(false))
  })
})
