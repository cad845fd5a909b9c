import { cleanup, render, screen } from '@testing-library/react'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { LabBridge } from '../bridge/labBridge'
import { LabStore } from '../lab/labStore'
import { ClockControls } from './ClockControls'
import { HostFrameStore } from './hostFrameStore'

describe('ClockControls', () => {
  afterEach(cleanup)

  it('behavior: the badge says a running scenario holds the clock, then QA’s choice again', () => {
    const frame = new HostFrameStore(new LabStore({} as LabBridge))
    render(
      <ClockControls frame={frame} onPausedChange={() => undefined} onAdvance={() => undefined} />,
    )
    const badge = () => screen.getByTestId('clock-mode').textContent
    expect(badge()).toBe('real time')
    act(() => frame.replay('evm-connect-disconnect'))
    expect(badge()).toBe('held by the scenario')
    act(() => frame.setReport({ id: 'evm-connect-disconnect', status: 'running', steps: [] }))
    expect(badge()).toBe('held by the scenario')
    act(() => frame.setReport({ id: 'evm-connect-disconnect', status: 'passed', steps: [] }))
    expect(badge()).toBe('real time')
    act(() => frame.setClockPaused(true))
    expect(badge()).toBe('paused')
  })
})
