import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { reaction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_VARIABLES } from '../core/options/theme'
import { setupPortico } from '../core/stores/testing/setup'
import { PORTICO_HOST_TAG } from '../ui/mount/mountPortico'
import { createTestPortico } from '../ui/views/testing/createTestPortico'
import { PorticoButton } from './PorticoButton'
import { PorticoProvider } from './PorticoProvider'
import { porticoButtonStyle } from './porticoButtonStyle'
import { connectFakeWallet, renderWithPortico } from './testing/renderWithPortico'

function anyDialog(): HTMLElement | null {
  const host = document.querySelector(PORTICO_HOST_TAG)
  return host?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]') ?? null
}

/** The modal's dialog when shown (the closed modal holds the next view prepared, hidden). */
function modalDialog(): HTMLElement | null {
  const dialog = anyDialog()
  return dialog && !dialog.closest('[style*="display: none"]') ? dialog : null
}

/** The Connect view the closed modal holds prepared, hidden. */
function preparedDialog(): HTMLElement | null {
  const dialog = anyDialog()
  return dialog?.closest('[style*="display: none"]') ? dialog : null
}

describe('PorticoButton', () => {
  it('default: a "Connect Wallet" button while disconnected', () => {
    renderWithPortico(<PorticoButton />)
    expect(screen.getByRole('button', { name: /Connect/ })).toHaveProperty('disabled', false)
  })

  it('behavior: it opens the modal on Connect, and focus returns to it after close', async () => {
    const user = userEvent.setup()
    const { portico } = renderWithPortico(<PorticoButton />)
    const button = screen.getByRole('button', { name: /Connect/ })
    await user.click(button)
    // It opens at the next frame, outside the click's own handler.
    await waitFor(() => expect(portico.modal.isOpen).toBe(true))
    expect(portico.router.view).toBe('Connect')
    await waitFor(() => expect(modalDialog()).not.toBeNull())
    act(() => void portico.close())
    await waitFor(() => expect(modalDialog()).toBeNull())
    expect(document.activeElement).toBe(button)
  })

  it('behavior: the press only schedules open() for the next frame, and two presses in one frame open once', async () => {
    const { portico } = renderWithPortico(<PorticoButton />)
    const opened: unknown[] = []
    const stop = reaction(
      () => portico.modal.isOpen,
      (open) => opened.push(open),
    )
    const button = screen.getByRole('button', { name: /Connect/ })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(portico.modal.isOpen).toBe(false)
    await waitFor(() => expect(portico.modal.isOpen).toBe(true))
    expect(opened).toEqual([true])
    expect(portico.router.history).toHaveLength(1)
    stop()
  })

  it('behavior: the press fetches the listing summary, so Connect opens with the count in it; hover and focus ask nothing', async () => {
    const user = userEvent.setup()
    const test = createTestPortico({
      routes: { 'GET /getWallets': { json: { data: [], count: 42 } } },
    })
    const listingRequests = () => test.fetch.callsTo('GET /getWallets').length
    render(
      <PorticoProvider portico={test.portico}>
        <PorticoButton />
      </PorticoProvider>,
    )
    const button = screen.getByRole('button', { name: /Connect/ })
    await user.hover(button)
    button.focus()
    await waitFor(() => expect(preparedDialog()).not.toBeNull())
    expect(listingRequests()).toBe(0)

    fireEvent.pointerDown(button, { button: 0 })
    // In the press's own task: the modal's chunk handed the listing client's factory over.
    expect(listingRequests()).toBe(1)
    await waitFor(() => expect(test.portico.services.listingSummary?.ready?.count).toBe(42))
    // The text of the dialog as it first shows (the task that reveals it, before any paint).
    const firstShown = new Promise<string>((resolve) => {
      const root = document.querySelector(PORTICO_HOST_TAG)?.shadowRoot as ShadowRoot
      const watcher = new MutationObserver(() => {
        const dialog = modalDialog()
        if (!dialog) return
        watcher.disconnect()
        resolve(dialog.textContent ?? '')
      })
      watcher.observe(root, { subtree: true, childList: true, attributes: true })
    })
    fireEvent.click(button)
    expect(await firstShown).toContain('42')
    expect(listingRequests()).toBe(1) // the view used the press's answer
  })

  it('behavior: with the real modal, Enter opens Connect and Escape closes it back to the button', async () => {
    const user = userEvent.setup()
    const { portico } = setupPortico()
    render(
      <PorticoProvider portico={portico}>
        <PorticoButton />
      </PorticoProvider>,
    )
    const button = screen.getByRole('button', { name: /Connect/ })
    button.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(modalDialog()?.textContent).toContain('Connect Wallet'))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(modalDialog()).toBeNull())
    expect(portico.modal.isOpen).toBe(false)
    expect(document.activeElement).toBe(button)
  })

  it('behavior: once connected it shows the truncated address and balance, and opens Account', async () => {
    const user = userEvent.setup()
    const test = renderWithPortico(<PorticoButton />)
    await act(() => connectFakeWallet(test))
    act(() =>
      test.portico.chains.setAccount('eip155', { balance: '1.23999', balanceSymbol: 'ETH' }),
    )
    // The number formatting loads with the first balance (it is not start-up script).
    const button = await screen.findByRole('button', { name: /1\.239 ETH 0x1111…1111/ })
    await user.click(button)
    await waitFor(() => expect(test.portico.router.view).toBe('Account'))
  })

  it('behavior: the balance pill stays on one line on a phone: a long name is cut, the balance kept', async () => {
    const test = renderWithPortico(<PorticoButton />)
    await act(() => connectFakeWallet(test))
    act(() =>
      test.portico.chains.setAccount('eip155', {
        balance: '9999.9951',
        balanceSymbol: 'ETH',
        profileName: 'a-very-long-account-name-that-would-wrap.portico.id',
      }),
    )
    const button = await screen.findByRole('button', { name: /9,999\.995 ETH/ })
    expect(button.style.whiteSpace).toBe('nowrap')
    expect(button.style.maxWidth).toBe('100%')
    const [balance, name] = [...button.children] as HTMLElement[]
    expect(balance?.textContent).toBe('9,999.995 ETH')
    expect(balance?.style.flexShrink).toBe('0')
    expect(name?.style.textOverflow).toBe('ellipsis')
    expect(name?.style.overflow).toBe('hidden')
  })

  it('parameters: variant="account" shows nothing while disconnected, the account once connected', async () => {
    const test = renderWithPortico(<PorticoButton variant="account" />)
    expect(screen.queryByRole('button')).toBeNull()
    await act(() => connectFakeWallet(test))
    expect(screen.getByRole('button').textContent).toContain('0x1111…1111')
  })

  it('parameters: variant="network" shows the network name and opens the network list', async () => {
    const user = userEvent.setup()
    const { portico } = renderWithPortico(<PorticoButton variant="network" />)
    const button = screen.getByRole('button', { name: 'Ethereum' })
    act(() => portico.chains.setActiveCaipNetwork(portico.chains.findNetwork('eip155:8453')!))
    expect(button.textContent).toBe('Base')
    await user.click(button)
    await waitFor(() => expect(portico.router.view).toBe('Networks'))
  })

  it('behavior: it follows the theme (accent colour as a CSS variable)', () => {
    const { portico } = renderWithPortico(<PorticoButton />)
    const button = screen.getByRole('button', { name: /Connect/ })
    act(() => portico.theme.setVariables({ accent: '#ff0066' }))
    expect(button.style.getPropertyValue('--portico-color-accent')).toBe('#ff0066')
  })

  it('behavior: Connect is filled with the accent, no thick accent edge that reads as a stuck focus ring (issue 36 item 17)', async () => {
    renderWithPortico(<PorticoButton />)
    const connect = screen.getByRole('button', { name: /Connect/ })
    expect(connect.style.background).toBe('var(--portico-color-accent)')
    expect(connect.style.color).toBe('var(--portico-color-accent-foreground)')
    // (happy-dom cannot read back a shorthand holding var(): the style as React receives it.)
    expect(porticoButtonStyle('dark', DEFAULT_THEME_VARIABLES, true).border).toBe(
      '1px solid var(--portico-color-accent)',
    )
    // The text colour comes with the button (it lives in the host page, not the modal's sheet).
    expect(connect.style.getPropertyValue('--portico-color-accent-foreground')).toBe('#0b0b1a')
  })

  it('parameters: label replaces "Connect Wallet" while disconnected, not the connected account', async () => {
    const test = renderWithPortico(<PorticoButton label="Sign in" />)
    const button = screen.getByRole('button', { name: 'Sign in' })
    expect(button.getAttribute('data-portico-button')).toBe('connect')
    await act(() => connectFakeWallet(test))
    expect(button.textContent).toBe('0x1111…1111')
  })

  it('parameters: size sets the height, padding and font scale (md by default)', () => {
    renderWithPortico(
      <>
        <PorticoButton size="sm" label="small" />
        <PorticoButton label="medium" />
        <PorticoButton size="lg" label="large" />
      </>,
    )
    const height = (name: string) => screen.getByRole('button', { name }).style.minHeight
    expect([height('small'), height('medium'), height('large')]).toEqual(['32px', '40px', '48px'])
    expect(screen.getByRole('button', { name: 'large' }).style.fontSize).toContain('* 1.6')
    expect(screen.getByRole('button', { name: 'small' }).style.padding).toBe('0px 12px')
  })

  it('parameters: showBalance={false} shows the account without the balance', async () => {
    const test = renderWithPortico(
      <>
        <PorticoButton showBalance={false} className="bare" />
        <PorticoButton className="full" />
      </>,
    )
    await act(() => connectFakeWallet(test))
    act(() => test.portico.chains.setAccount('eip155', { balance: '2.5', balanceSymbol: 'ETH' }))
    const full = await screen.findByRole('button', { name: /2\.5 ETH 0x1111…1111/ })
    const bare = document.querySelector('button.bare') as HTMLElement
    expect(full.className).toBe('full')
    expect(bare.textContent).toBe('0x1111…1111')
  })

  it('behavior: the host’s token (Options.tokens) stands in for the native balance, as on AppKit’s button', async () => {
    const test = renderWithPortico(<PorticoButton />)
    await act(() => connectFakeWallet(test))
    act(() =>
      test.portico.chains.setAccount('eip155', {
        balance: '2.5',
        balanceSymbol: 'ETH',
        hostTokenBalance: { balance: '1500.25', symbol: 'USDC' },
      }),
    )
    const button = await screen.findByRole('button', { name: /1,500\.25 USDC 0x1111…1111/ })
    expect(button.textContent).not.toContain('ETH')
  })

  it('parameters: render draws the host’s own element from the state and opens the modal', async () => {
    const user = userEvent.setup()
    const states: string[] = []
    const test = renderWithPortico(
      <PorticoButton
        label="Sign in"
        render={({ isConnected, displayName, label, network, open }) => {
          states.push(isConnected ? `${displayName} on ${network?.name}` : label)
          return (
            <button type="button" className="mine" onClick={open}>
              {isConnected ? displayName : label}
            </button>
          )
        }}
      />,
    )
    // The host's element alone: no Portico button beside or around it.
    expect(screen.getByRole('button').className).toBe('mine')
    expect(document.querySelector('[data-portico-button]')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(test.portico.router.view).toBe('Connect'))
    act(() => void test.portico.close())
    await act(() => connectFakeWallet(test))
    await user.click(screen.getByRole('button', { name: '0x1111…1111' }))
    await waitFor(() => expect(test.portico.router.view).toBe('Account'))
    expect(states).toContain('Sign in')
    expect(states.at(-1)).toBe('0x1111…1111 on Ethereum')
  })

  it('parameters: render’s openNetworks and its balance follow showBalance', async () => {
    const user = userEvent.setup()
    const balances: (string | undefined)[] = []
    const test = renderWithPortico(
      <PorticoButton
        showBalance={false}
        render={({ balance, openNetworks }) => {
          balances.push(balance)
          return (
            <button type="button" onClick={openNetworks}>
              networks
            </button>
          )
        }}
      />,
    )
    await act(() => connectFakeWallet(test))
    act(() => test.portico.chains.setAccount('eip155', { balance: '2.5', balanceSymbol: 'ETH' }))
    await user.click(screen.getByRole('button', { name: 'networks' }))
    await waitFor(() => expect(test.portico.router.view).toBe('Networks'))
    expect(balances.every((balance) => balance === undefined)).toBe(true)
  })
})
