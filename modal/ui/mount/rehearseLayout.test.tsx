import { afterEach, describe, expect, it, vi } from 'vitest'
import { rehearseLayout } from './rehearseLayout'

/** A stand-in for requestIdleCallback: `idle()` runs the callbacks waiting for idle time. */
function stubIdle() {
  const waiting = new Map<number, () => void>()
  let next = 1
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    waiting.set(next, callback)
    return next++
  })
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id))
  return {
    idle: () => {
      const due = [...waiting.values()]
      waiting.clear()
      for (const callback of due) callback()
    },
    waiting: () => waiting.size,
  }
}

/** The shadow container as React leaves it while the modal is closed: the overlay undisplayed. */
function closedModal(display = 'none'): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = `<div class="portico-overlay" data-testid="portico-backdrop">
    <div role="dialog" aria-labelledby="t"><h2 id="t">Connect Wallet</h2></div></div>`
  container.querySelector<HTMLElement>('.portico-overlay')!.style.display = display
  document.body.append(container)
  return container
}

/** Every element added to `container` while `run` runs. */
function added(container: HTMLElement, run: () => void): HTMLElement[] {
  const found: HTMLElement[] = []
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) found.push(n as HTMLElement)
  })
  observer.observe(container, { childList: true })
  run()
  for (const r of observer.takeRecords()) for (const n of r.addedNodes) found.push(n as HTMLElement)
  observer.disconnect()
  return found
}

describe('rehearseLayout', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.replaceChildren()
  })

  it('default: when idle, a hidden, inert, id-less copy of the prepared overlay is laid out and removed', () => {
    const { idle } = stubIdle()
    const container = closedModal()
    rehearseLayout(container)
    const copies = added(container, idle)
    expect(copies).toHaveLength(1)
    const copy = copies[0]!
    expect(copy.getAttribute('aria-hidden')).toBe('true')
    expect(copy.inert).toBe(true)
    expect(copy.style.visibility).toBe('hidden')
    expect(copy.querySelector('[id]')).toBeNull()
    expect(copy.hasAttribute('data-testid')).toBe(false)
    expect(copy.isConnected).toBe(false)
    expect(container.children).toHaveLength(1)
  })

  it('behavior: it waits up to three idle periods for the overlay, and lays out none that shows', () => {
    const stub = stubIdle()
    const empty = document.createElement('div')
    rehearseLayout(empty)
    stub.idle()
    stub.idle()
    stub.idle()
    expect(stub.waiting()).toBe(0)
    const open = closedModal('')
    rehearseLayout(open)
    expect(added(open, stub.idle)).toEqual([])
  })

  it('parameters: without requestIdleCallback nothing happens; cancelled, nothing happens', () => {
    const container = closedModal()
    rehearseLayout(container)()
    const stub = stubIdle()
    rehearseLayout(container)()
    expect(stub.waiting()).toBe(0)
    expect(added(container, stub.idle)).toEqual([])
  })
})
