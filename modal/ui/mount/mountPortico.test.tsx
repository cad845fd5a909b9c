import { act, cleanup, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '../components/Button/Button'
import { Dialog } from '../components/Dialog/Dialog'
import { Header } from '../components/Header/Header'
import { type MountContext, mountPortico, type PorticoMount } from './mountPortico'

const mounts: PorticoMount[] = []

function mount(...args: Parameters<typeof mountPortico>): PorticoMount {
  let result: PorticoMount | undefined
  act(() => {
    result = mountPortico(...args)
  })
  mounts.push(result!)
  return result!
}

const shadowQueries = (m: PorticoMount) => within(m.shadowRoot as unknown as HTMLElement)

function addPageStyle(css: string) {
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
}

describe('mountPortico', () => {
  afterEach(() => {
    act(() => {
      for (const m of mounts.splice(0)) m.unmount()
    })
    document.head.replaceChildren()
    document.body.replaceChildren()
    cleanup()
  })

  it('default: an overlay host on <body> with an open shadow root holding styles, theme and content', () => {
    const m = mount(undefined, () => <Button>Connect</Button>)
    expect(m.host.parentElement).toBe(document.body)
    expect(m.host.shadowRoot).toBe(m.shadowRoot)
    expect(m.embedded).toBe(false)
    const theme = m.shadowRoot.querySelector('style[data-portico="theme"]')?.textContent ?? ''
    expect(theme).toContain('--portico-modal-width: 360px;')
    expect(theme).toContain('--portico-z-index: 999;')
    expect(shadowQueries(m).getByRole('button', { name: 'Connect' })).toBeTruthy()
  })

  it('behavior: the modal stylesheet lives only inside the shadow root', () => {
    const m = mount(undefined, () => <span className="portico-spinner">shadow</span>)
    expect(document.querySelectorAll('style')).toHaveLength(0)
    expect(m.shadowRoot.querySelectorAll('style')).toHaveLength(2)
    expect(document.body.querySelector('.portico-spinner')).toBeNull()
    const outside = document.createElement('span')
    outside.className = 'portico-spinner'
    document.body.append(outside)
    const inside = m.shadowRoot.querySelector<HTMLElement>('.portico-spinner')!
    expect(getComputedStyle(inside).borderRadius).toBe('50%')
    expect(getComputedStyle(outside).borderRadius).not.toBe('50%')
  })

  it("behavior: the page's element styles do not reach the modal's buttons", () => {
    addPageStyle('button { text-transform: uppercase; letter-spacing: 9px; }')
    const m = mount(undefined, () => <Button>Connect</Button>)
    const pageButton = document.createElement('button')
    document.body.append(pageButton)
    expect(getComputedStyle(pageButton).letterSpacing).toBe('9px')
    const modalButton = shadowQueries(m).getByRole('button', { name: 'Connect' })
    expect(getComputedStyle(modalButton).letterSpacing).not.toBe('9px')
    expect(getComputedStyle(modalButton).textTransform).not.toBe('uppercase')
  })

  it('behavior: the host carries an inline all: initial reset against inherited page styles', () => {
    const m = mount(undefined, () => null)
    expect(m.host.style.getPropertyValue('all')).toBe('initial')
    expect(m.host.style.getPropertyValue('display')).toBe('contents')
  })

  it('behavior: no style attribute is set by Portico (a strict CSP refuses it; the CSSOM is allowed)', () => {
    // Who called setAttribute('style', …): happy-dom's own CSSOM writes through it, so a call
    // whose nearest caller is happy-dom is a CSSOM write; any other is an attribute write.
    const callers: string[] = []
    const original = Element.prototype.setAttribute
    const spy = vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (
      this: Element,
      name: string,
      value: string,
    ) {
      if (name.toLowerCase() === 'style') {
        const frames = (new Error().stack ?? '').split('\n').slice(2)
        const caller = frames.find((frame) => !/vitest|tinyspy|mountPortico\.test/.test(frame))
        callers.push(caller ?? '')
      }
      original.call(this, name, value)
    })
    try {
      mount(undefined, () => <Button>Connect</Button>)
      mount(document.body.appendChild(document.createElement('div')), () => null)
    } finally {
      spy.mockRestore()
    }
    expect(callers.length).toBeGreaterThan(0)
    expect(callers.filter((caller) => !/happy-dom/.test(caller))).toEqual([])
  })

  it('parameters: appendToPage false renders but does not attach the host', () => {
    const m = mount(undefined, () => <Button>Connect</Button>, { appendToPage: false })
    expect(m.host.isConnected).toBe(false)
    expect(document.querySelector('portico-modal')).toBeNull()
    expect(shadowQueries(m).getByRole('button', { name: 'Connect' })).toBeTruthy()
  })

  it('parameters: a target element renders inline (embedded), not as an overlay', () => {
    const target = document.createElement('section')
    document.body.append(target)
    const seen: MountContext[] = []
    const m = mount(target, (context) => {
      seen.push(context)
      return (
        <Dialog open={false} embedded={context.embedded} onClose={() => {}}>
          <Header title="Account" />
        </Dialog>
      )
    })
    expect(m.host.parentElement).toBe(target)
    expect(m.embedded).toBe(true)
    expect(seen).toEqual([{ embedded: true }])
    expect(m.host.style.getPropertyValue('display')).toBe('block')
    expect(shadowQueries(m).getByRole('region', { name: 'Account' })).toBeTruthy()
    expect(m.shadowRoot.querySelector('.portico-overlay')).toBeNull()
  })

  it('parameters: setTheme switches mode and overrides in place', () => {
    const m = mount(undefined, () => null, { theme: { mode: 'dark' } })
    m.setTheme({ mode: 'light', overrides: { '--portico-z-index': '5000' } })
    const theme = m.shadowRoot.querySelector('style[data-portico="theme"]')?.textContent ?? ''
    expect(theme).toContain('--portico-z-index: 5000;')
    expect(theme).toContain('--portico-color-background: #ffffff;')
  })

  it('parameters: native parts (scrollbars) follow the mode: color-scheme dark, then light', () => {
    const m = mount(undefined, () => null)
    const root = m.shadowRoot.querySelector<HTMLElement>('.portico-root')!
    expect(root.style.getPropertyValue('color-scheme')).toBe('dark')
    m.setTheme({ mode: 'light' })
    expect(root.style.getPropertyValue('color-scheme')).toBe('light')
  })

  it('parameters: a nonce is set on the injected styles', () => {
    const m = mount(undefined, () => null, { nonce: 'abc123' })
    for (const style of m.shadowRoot.querySelectorAll('style')) expect(style.nonce).toBe('abc123')
  })

  it('behavior: unmount removes the host and runs React cleanups', () => {
    const cleanupSpy = vi.fn()
    function Probe() {
      useEffect(() => cleanupSpy, [])
      return null
    }
    const m = mount(undefined, () => <Probe />)
    act(() => m.unmount())
    expect(m.host.isConnected).toBe(false)
    expect(cleanupSpy).toHaveBeenCalledOnce()
    expect(() => m.unmount()).not.toThrow()
  })

  it('behavior: a dialog in the shadow root traps focus and returns it to the page trigger', async () => {
    const trigger = document.createElement('button')
    trigger.textContent = 'Connect'
    document.body.append(trigger)
    trigger.focus()
    const onClose = vi.fn()
    const m = mount(undefined, () => (
      <Dialog open onClose={onClose}>
        <Header title="Connect Wallet" onClose={onClose} />
        <Button>MetaMask</Button>
      </Dialog>
    ))
    const modal = shadowQueries(m)
    expect(modal.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(m.shadowRoot.activeElement).toBe(modal.getByRole('button', { name: 'Close' }))
    const user = userEvent.setup()
    await user.tab({ shift: true })
    expect(m.shadowRoot.activeElement).toBe(modal.getByRole('button', { name: 'MetaMask' }))
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    act(() => m.unmount())
    expect(document.activeElement).toBe(trigger)
  })
})
