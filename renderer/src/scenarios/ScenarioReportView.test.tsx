import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LabBridge } from '../bridge/labBridge'
import { HostFrameStore } from '../hostFrame/hostFrameStore'
import { LabStore } from '../lab/labStore'
import { RunSummaryView } from './RunSummaryView'
import { ScenarioReportView } from './ScenarioReportView'
import { ScenarioRunStore } from './scenarioRunStore'

describe('ScenarioReportView and RunSummaryView', () => {
  afterEach(cleanup)

  it('behavior: step-through marks the step Next step will run, and only while paused', () => {
    const steps = [
      { title: 'open the modal', status: 'passed' as const },
      { title: 'pick Alpha', status: 'pending' as const },
      { title: 'see the account', status: 'pending' as const },
    ]
    const { rerender } = render(
      <ScenarioReportView report={{ id: 'a', status: 'running', steps, paused: true }} live />,
    )
    const current = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current'))
    expect(current.map((li) => li.textContent)).toEqual(['▶next: pick Alphanext'])
    rerender(<ScenarioReportView report={{ id: 'a', status: 'running', steps }} live />)
    expect(screen.getAllByRole('listitem').some((li) => li.getAttribute('aria-current'))).toBe(
      false,
    )
  })

  it('behavior: the summary links each failure, and a link reveals that scenario', async () => {
    const frame = new HostFrameStore(new LabStore({} as LabBridge))
    const runs = new ScenarioRunStore(frame)
    runs.runAll(['a', 'b'], 'shuffled (seed 7)')
    await vi.waitFor(() => expect(frame.scenarioId).toBe('a'))
    frame.setReport({ id: 'a', status: 'failed', steps: [] })
    await vi.waitFor(() => expect(frame.scenarioId).toBe('b'))
    frame.setReport({ id: 'b', status: 'passed', steps: [] })
    const revealed: string[] = []
    render(
      <RunSummaryView
        runs={runs}
        titleOf={(id) => `Scenario ${id}`}
        onReveal={(id) => revealed.push(id)}
      />,
    )
    expect(screen.getByTestId('run-summary').textContent).toContain(
      'Run all: 2 of 2 done, 1 passed, 1 failed · shuffled (seed 7)',
    )
    const link = screen.getByRole('link', { name: 'Scenario a' })
    expect(link.getAttribute('href')).toBe('#scenario-a')
    await userEvent.click(link)
    expect(revealed).toEqual(['a'])
  })
})
