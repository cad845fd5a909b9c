import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint'

/** A stand-in for the browser's animation frames: `paint()` runs the frame's callbacks. */
function stubFrames() {
  const callbacks = new Map<number, () => void>()
  let next = 1
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    callbacks.set(next, callback)
    return next++
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id))
  return {
    paint: () => {
      const due = [...callbacks.values()]
      callbacks.clear()
      for (const callback of due) callback()
    },
  }
}

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('default: the callback runs in a later task, after the next frame, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frames = stubFrames()
    const callback = vi.fn()
    afterNextPaint(callback)
    await vi.advanceTimersByTimeAsync(50)
    expect(callback).not.toHaveBeenCalled()
    frames.paint()
    expect(callback).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(0)
    expect(callback).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('behavior: with no frame (a hidden tab) it runs after 100 ms; cancelled, it never runs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frames = stubFrames()
    const late = vi.fn()
    afterNextPaint(late)
    await vi.advanceTimersByTimeAsync(100)
    expect(late).toHaveBeenCalledTimes(1)
    const cancelled = vi.fn()
    afterNextPaint(cancelled)()
    frames.paint()
    await vi.advanceTimersByTimeAsync(200)
    expect(cancelled).not.toHaveBeenCalled()
  })

  it('parameters: without animation frames (Node) it runs at the next timeout', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined)
    const callback = vi.fn()
    afterNextPaint(callback)
    expect(callback).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(callback).toHaveBeenCalledTimes(1)
  })
})
