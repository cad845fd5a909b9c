import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../core/clock/manualClock'
import { useSecondsUntil } from './useSecondsUntil'

function Wait({ clock, at }: { clock: ManualClock; at?: number }) {
  return <p>{useSecondsUntil(clock, at)}</p>
}

describe('useSecondsUntil', () => {
  afterEach(cleanup)

  it('behavior: counts down each second on the injected clock and stops at 0', () => {
    const clock = new ManualClock(1_000_000)
    render(<Wait clock={clock} at={1_000_000 + 2_500} />)
    expect(screen.getByText('3')).toBeTruthy()
    act(() => clock.advance(1_000))
    expect(screen.getByText('2')).toBeTruthy()
    act(() => clock.advance(2_000))
    expect(screen.getByText('0')).toBeTruthy()
    expect(clock.pending).toBe(0)
  })

  it('default: no time, or one already past, is 0 and sets no timer', () => {
    const clock = new ManualClock(5_000)
    render(<Wait clock={clock} />)
    render(<Wait clock={clock} at={4_000} />)
    expect(screen.getAllByText('0')).toHaveLength(2)
    expect(clock.pending).toBe(0)
  })

  it('behavior: unmounting clears its timer', () => {
    const clock = new ManualClock(0)
    const view = render(<Wait clock={clock} at={10_000} />)
    expect(clock.pending).toBe(1)
    view.unmount()
    expect(clock.pending).toBe(0)
  })
})
