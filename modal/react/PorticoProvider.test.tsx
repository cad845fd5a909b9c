import { act, render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupPortico } from '../core/stores/testing/setup'
import { PORTICO_HOST_TAG } from '../ui/mount/mountPortico'
import { prefetchModal } from './lazyModal'
import { PorticoProvider } from './PorticoProvider'

const hosts = () => document.querySelectorAll(PORTICO_HOST_TAG)
/** The dialog inside the modal's shadow root, once the lazy chunk has mounted it. */
const dialog = () => hosts()[0]?.shadowRoot?.querySelector('[role="dialog"]') ?? null

// happy-dom has no requestIdleCallback: the provider falls back to a 200 ms clock timer.
describe('PorticoProvider (the modal loads lazily)', () => {
  it('default: nothing is mounted at first; the modal is mounted, closed, once the page is idle', async () => {
    const { portico, clock } = setupPortico()
    render(<PorticoProvider portico={portico} />)
    expect(hosts()).toHaveLength(0)
    act(() => clock.advance(200))
    await waitFor(() => expect(hosts()).toHaveLength(1))
    expect(hosts()[0]?.shadowRoot?.querySelector('style')).not.toBeNull()
    expect(dialog()).toBeNull()
  })

  it('behavior: open() before the page is idle loads the modal and shows the Connect view', async () => {
    const { portico } = setupPortico()
    render(<PorticoProvider portico={portico} />)
    act(() => portico.open())
    await waitFor(() => expect(dialog()?.textContent).toContain('Connect Wallet'))
  })

  it('behavior: prefetchModal (the button’s pointerenter) mounts the modal without waiting for idle', async () => {
    const { portico } = setupPortico()
    const view = render(<PorticoProvider portico={portico} />)
    act(() => prefetchModal())
    await waitFor(() => expect(hosts()).toHaveLength(1))
    view.unmount()
    await waitFor(() => expect(hosts()).toHaveLength(0))
  })
})
