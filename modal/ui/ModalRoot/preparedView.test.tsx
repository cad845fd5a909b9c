import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { quietPeriod } from '../../../scenarios/runner/waits'
import {
  connectTestWallet,
  createTestPortico,
  type TestPorticoOptions,
} from '../views/testing/createTestPortico'
import { preparedView } from './preparedView'
import { renderModalRoot } from './testing/renderModalRoot'

function setup(params: TestPorticoOptions = {}) {
  const test = renderModalRoot(params)
  const loadConnectors = vi.spyOn(test.portico, 'loadConnectors')
  return { ...test, loadConnectors }
}

/** The Connect view's element, shown or prepared. */
const connectView = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.portico-connect')

describe('prepared view', () => {
  afterEach(cleanup)

  it('performance: closed, the Connect view is rendered ahead, hidden, and runs none of its effects', async () => {
    const { container, fetch, loadConnectors } = setup()
    await waitFor(() => expect(connectView(container)).not.toBeNull())
    // Hidden from everyone: no dialog to find, and the overlay is not displayed.
    expect(screen.queryByRole('dialog')).toBeNull()
    const overlay = container.querySelector<HTMLElement>('.portico-overlay')
    expect(overlay?.style.display).toBe('none')
    // Its effects wait for open(): no adapter is loaded, no listing is asked for.
    await quietPeriod(50, 'closed, the prepared view loads no adapter and asks for no listing')
    expect(loadConnectors).not.toHaveBeenCalled()
    expect(fetch.calls).toEqual([])
  })

  it('behavior: open() reveals the prepared instance itself; its effects run, adapters after the paint', async () => {
    const { container, portico, fetch, loadConnectors } = setup()
    await waitFor(() => expect(connectView(container)).not.toBeNull())
    const prepared = connectView(container)
    act(() => portico.open())
    // The adapters load after the frame that shows the view, not inside open()'s task.
    expect(loadConnectors).not.toHaveBeenCalled()
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(connectView(container)).toBe(prepared)
    await waitFor(() => expect(loadConnectors).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(fetch.callsTo('GET /getWallets').length).toBeGreaterThan(0))
  })

  it('behavior: each opening is a fresh instance: a ticked box is clear again after close and open', async () => {
    const { portico } = setup({
      options: { features: { legalCheckbox: true }, termsConditionsUrl: 'https://x.test/t' },
    })
    act(() => portico.open())
    await userEvent.click(await screen.findByRole('checkbox', { name: /I agree/ }))
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveProperty('checked', true)
    act(() => void portico.close())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    act(() => portico.open())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveProperty('checked', false)
  })

  it('behavior: an image in the prepared view is not requested before open(), then it is', async () => {
    const image = 'https://cdn.example.test/acme.png'
    const { container, portico } = setup({
      // Without pairing, a custom wallet is one to get: its image shows beside its site's link.
      options: {
        customWallets: [
          { id: 'acme', name: 'Acme Wallet', imageUrl: image, homepage: 'https://acme.example' },
        ],
      },
    })
    await waitFor(() => expect(container.querySelector('img.portico-wallet-image')).not.toBeNull())
    const prepared = container.querySelector('img.portico-wallet-image')
    expect(prepared?.hasAttribute('src')).toBe(false)
    act(() => portico.open())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await waitFor(() =>
      expect(container.querySelector('img.portico-wallet-image')?.getAttribute('src')).toBe(image),
    )
  })

  it('parameters: only Connect is prepared: not Account (its images are other origins), not for open on another view, not embedded', async () => {
    const test = createTestPortico()
    expect(preparedView(test.portico)).toBe('Connect')
    test.portico.open({ view: 'Networks' })
    expect(preparedView(test.portico)).toBeUndefined()
    test.portico.close()
    expect(preparedView(test.portico)).toBe('Connect')
    await connectTestWallet(test)
    expect(preparedView(test.portico)).toBeUndefined()
    const embedded = createTestPortico({ options: { enableEmbedded: true } })
    expect(preparedView(embedded.portico)).toBeUndefined()
  })
})
