import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '../Button/Button'
import { Header } from '../Header/Header'
import { Dialog, type DialogProps } from './Dialog'

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false)
  const close = () => {
    props.onClose?.()
    setOpen(false)
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open modal
      </button>
      <Dialog {...props} open={open} onClose={close}>
        <Header title="Connect Wallet" onClose={close} />
        <Button>First wallet</Button>
        <Button>Last wallet</Button>
      </Dialog>
    </>
  )
}

async function openHarness(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup()
  render(<Harness {...props} />)
  await user.click(screen.getByRole('button', { name: 'Open modal' }))
  return user
}

describe('Dialog', () => {
  afterEach(cleanup)

  it('default: a modal dialog named by its title, focus moved in', async () => {
    await openHarness()
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }))
  })

  it('behavior: Tab wraps from the last element to the first', async () => {
    const user = await openHarness()
    await user.tab()
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Last wallet')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  it('behavior: Shift+Tab wraps from the first element to the last', async () => {
    const user = await openHarness()
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last wallet' }))
  })

  it('behavior: Escape closes and focus returns to the trigger', async () => {
    const onClose = vi.fn()
    const user = await openHarness({ onClose })
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open modal' }))
  })

  it('parameters: closeDisabled ignores Escape and backdrop clicks', async () => {
    const onClose = vi.fn()
    const user = await openHarness({ onClose, closeDisabled: true })
    await user.keyboard('{Escape}')
    await user.click(screen.getByTestId('portico-backdrop'))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('behavior: a backdrop click closes; a click inside the card does not', async () => {
    const onClose = vi.fn()
    const user = await openHarness({ onClose })
    await user.click(screen.getByRole('heading', { name: 'Connect Wallet' }))
    expect(onClose).not.toHaveBeenCalled()
    await user.click(screen.getByTestId('portico-backdrop'))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('parameters: shake is a prop that sets the shake animation class', async () => {
    render(
      <Dialog open shake onClose={() => {}}>
        <Header title="Sign in" />
      </Dialog>,
    )
    expect(screen.getByRole('dialog').className).toContain('portico-dialog--shake')
  })

  it('parameters: embedded renders inline as a named region, no overlay, no trap', async () => {
    render(
      <Dialog open={false} embedded onClose={() => {}}>
        <Header title="Account" />
        <Button>Disconnect</Button>
      </Dialog>,
    )
    expect(screen.getByRole('region', { name: 'Account' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByTestId('portico-backdrop')).toBeNull()
    expect(document.activeElement).toBe(document.body)
  })

  it('behavior: inside a shadow root, focus moves in, Tab wraps and focus returns to the light-DOM trigger', async () => {
    const trigger = document.createElement('button')
    trigger.textContent = 'Connect'
    const host = document.createElement('div')
    document.body.append(trigger, host)
    const shadow = host.attachShadow({ mode: 'open' })
    const container = document.createElement('div')
    shadow.append(container)
    const root = createRoot(container)
    trigger.focus()
    const show = (open: boolean) =>
      act(() =>
        root.render(
          <Dialog open={open} onClose={() => {}}>
            <Header title="Connect Wallet" onClose={() => {}} />
            <Button>Only wallet</Button>
          </Dialog>,
        ),
      )
    await show(true)
    const close = within(container).getByRole('button', { name: 'Close' })
    expect(shadow.activeElement).toBe(close)
    const user = userEvent.setup()
    await user.tab()
    expect(shadow.activeElement?.textContent).toBe('Only wallet')
    await user.tab()
    expect(shadow.activeElement).toBe(close)
    await show(false)
    expect(document.activeElement).toBe(trigger)
    act(() => root.unmount())
    host.remove()
    trigger.remove()
  })

  it('behavior: when the focused control goes away, focus moves to the title, not the page', async () => {
    const { rerender } = render(
      <Dialog open onClose={() => {}}>
        <Header title="Connect Wallet" />
        <Button>All wallets</Button>
      </Dialog>,
    )
    const button = screen.getByRole('button', { name: 'All wallets' })
    button.focus()
    rerender(
      <Dialog open onClose={() => {}}>
        <Header title="All wallets" />
        <p>Loading</p>
      </Dialog>,
    )
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'All wallets' })),
    )
  })
})
