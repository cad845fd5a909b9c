import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scenarios } from '../../../scenarios/index'
import { groupByArea } from '../../../scenarios/runner/areas'
import { replayOrder } from '../../../scenarios/runner/replayOrder'
import type { LabBridge } from '../bridge/labBridge'
import { HostFrameStore } from '../hostFrame/hostFrameStore'
import { LabStore } from '../lab/labStore'
import { ScenarioPanel } from './ScenarioPanel'
import { ScenarioRunStore } from './scenarioRunStore'

const listed = groupByArea(scenarios).flatMap((group) => group.scenarios.map((s) => s.id))

function renderPanel() {
  const frame = new HostFrameStore(new LabStore({} as LabBridge))
  const runs = new ScenarioRunStore(frame)
  const runAll = vi.spyOn(runs, 'runAll').mockImplementation(() => undefined)
  render(<ScenarioPanel frame={frame} runs={runs} />)
  return runAll
}

describe('ScenarioPanel', () => {
  afterEach(cleanup)

  it('default: Run all runs every scenario in listed order, and no seed field shows', async () => {
    const runAll = renderPanel()
    expect(screen.queryByRole('textbox', { name: 'Seed' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Run all' }))
    expect(runAll).toHaveBeenCalledWith(listed, 'listed order')
  })

  it('behavior: Shuffled with a typed seed replays that seed’s order, the same each time', async () => {
    const runAll = renderPanel()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shuffled' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Seed' }), '4242')
    await userEvent.click(screen.getByRole('button', { name: 'Run all' }))
    await userEvent.click(screen.getByRole('button', { name: 'Run all' }))
    const order = replayOrder(listed, 'shuffle:4242')
    expect(order).not.toEqual(listed)
    expect(runAll.mock.calls).toEqual([
      [order, 'shuffled (seed 4242)'],
      [order, 'shuffled (seed 4242)'],
    ])
  })

  it('parameters: a seed that is not digits is ignored: a new seed is drawn and shown', async () => {
    const runAll = renderPanel()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shuffled' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Seed' }), 'x1')
    await userEvent.click(screen.getByRole('button', { name: 'Run all' }))
    const [ids, order] = runAll.mock.calls[0] ?? []
    const seed = /^shuffled \(seed (\d+)\)$/.exec(String(order))?.[1]
    expect(seed).toBeDefined()
    expect(ids).toEqual(replayOrder(listed, `shuffle:${seed}`))
  })
})
