import { describe, expect, it, vi } from 'vitest'
import { linkFrame } from './frameLink'

function dispatchFrom(source: unknown, data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
}

describe('linkFrame', () => {
  const handlers = () => ({
    command: vi.fn(async () => 'mined'),
    onReport: vi.fn(),
    onReady: vi.fn(),
    onClockNow: vi.fn(),
    onTimeline: vi.fn(),
    onRecorded: vi.fn(),
    onRecordingReady: vi.fn(),
  })

  it('default: acts on a well-formed message from the framed page', async () => {
    const frameWindow = { postMessage: vi.fn() }
    const h = handlers()
    const link = linkFrame(window, () => frameWindow as unknown as Window, h)
    dispatchFrom(frameWindow, { type: 'portico-lab:ready' })
    dispatchFrom(frameWindow, {
      type: 'portico-lab:command',
      id: 3,
      name: 'anvil',
      command: 'mine',
    })
    await vi.waitFor(() => expect(frameWindow.postMessage).toHaveBeenCalled())
    expect(h.onReady).toHaveBeenCalledOnce()
    expect(h.command).toHaveBeenCalledWith('anvil', 'mine', undefined)
    expect(frameWindow.postMessage).toHaveBeenCalledWith(
      { type: 'portico-lab:reply', id: 3, ok: true, result: 'mined' },
      window.location.origin,
    )
    link.dispose()
  })

  it('behavior: ignores other windows, other origins and malformed messages', () => {
    const frameWindow = { postMessage: vi.fn() }
    const h = handlers()
    const link = linkFrame(window, () => frameWindow as unknown as Window, h)
    dispatchFrom({ postMessage: vi.fn() }, { type: 'portico-lab:ready' })
    dispatchFrom(frameWindow, { type: 'portico-lab:ready' }, 'http://evil.example')
    dispatchFrom(frameWindow, { type: 'portico-lab:command', id: 'x', name: 1 })
    dispatchFrom(frameWindow, '<script>')
    expect(h.onReady).not.toHaveBeenCalled()
    expect(h.command).not.toHaveBeenCalled()
    link.dispose()
  })

  it('behavior: a failing command is answered with its error', async () => {
    const frameWindow = { postMessage: vi.fn() }
    const h = handlers()
    h.command.mockRejectedValueOnce(new Error('anvil is not running'))
    const link = linkFrame(window, () => frameWindow as unknown as Window, h)
    dispatchFrom(frameWindow, {
      type: 'portico-lab:command',
      id: 4,
      name: 'anvil',
      command: 'mine',
    })
    await vi.waitFor(() =>
      expect(frameWindow.postMessage).toHaveBeenCalledWith(
        { type: 'portico-lab:reply', id: 4, ok: false, error: 'anvil is not running' },
        window.location.origin,
      ),
    )
    link.dispose()
  })

  it('behavior: nothing goes to a frame the page has not spoken from (a new frame is about:blank on the lab origin)', async () => {
    const blank = { postMessage: vi.fn() }
    const page = { postMessage: vi.fn() }
    let current = blank
    const h = handlers()
    const link = linkFrame(window, () => current as unknown as Window, h)
    link.advanceClock(1_000)
    await expect(link.panel('wallets')).rejects.toThrow('the host page is not ready yet')
    expect(blank.postMessage).not.toHaveBeenCalled()
    current = page
    dispatchFrom(page, { type: 'portico-lab:ready' })
    link.advanceClock(1_000)
    expect(page.postMessage).toHaveBeenCalledWith(
      { type: 'portico-lab:advance-clock', ms: 1_000 },
      window.location.origin,
    )
    link.dispose()
  })
})
