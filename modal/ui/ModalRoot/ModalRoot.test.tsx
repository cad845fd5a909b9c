import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet } from '../views/testing/createTestPortico'
import { renderModalRoot } from './testing/renderModalRoot'

const setup = renderModalRoot

const dialog = (name: string) => screen.findByRole('dialog', { name })

describe('ModalRoot', () => {
  afterEach(cleanup)

  it('default: nothing shows while closed; opening shows Connect in a named dialog', async () => {
    const { portico } = setup()
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => portico.open())
    expect(await dialog('Connect Wallet')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Wallets' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('behavior: a spinner with an accessible name shows while a view loads', async () => {
    const { portico } = setup()
    // No other test of this file loads UnsupportedChain, so its chunk is not cached yet.
    act(() => portico.open({ view: 'UnsupportedChain' }))
    expect(screen.getByRole('progressbar', { name: 'Loading view' })).toBeTruthy()
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading view' })).toBeNull(),
    )
    expect(await dialog('Switch network')).toBeTruthy()
  })

  it('behavior: Escape closes the modal', async () => {
    const { portico } = setup()
    act(() => portico.open())
    await dialog('Connect Wallet')
    await userEvent.keyboard('{Escape}')
    expect(portico.modal.isOpen).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('behavior: back pops the history', async () => {
    const { portico } = setup()
    act(() => portico.open())
    act(() => portico.router.push('Networks'))
    await dialog('Choose network')
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await dialog('Connect Wallet')).toBeTruthy()
    expect(portico.modal.isOpen).toBe(true)
  })

  it('behavior: a view opened on its own shows no Back (nowhere to go back to); back there closes', async () => {
    const { portico } = setup()
    act(() => portico.open({ view: 'Networks' }))
    await dialog('Choose network')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    act(() => portico.router.goBack())
    expect(portico.modal.isOpen).toBe(false)
  })

  it('behavior: back with UnsupportedChain in the history closes the modal', async () => {
    const test = setup()
    await act(() => connectTestWallet(test))
    act(() => test.portico.networks.handleChainId('eip155', '999999'))
    act(() => test.portico.router.push('Networks'))
    await dialog('Choose network')
    expect(test.portico.router.history.map((r) => r.view)).toEqual(['UnsupportedChain', 'Networks'])
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(test.portico.modal.isOpen).toBe(false)
  })

  it('behavior: on a guarded view with a required sign-in and no session, Escape and close are refused and the modal shakes', async () => {
    const { portico } = setup({ options: { siwx: { required: true, clearSessions() {} } } })
    act(() => portico.open({ view: 'Networks' }))
    act(() => portico.open({ view: 'ApproveTransaction' }))
    await dialog('Approve transaction')
    // Neither Back nor × is offered where they could only refuse (issue 36 item 14).
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(portico.modal.isOpen).toBe(true)
    expect(portico.modal.shake).toBe(true)
    expect(screen.getByRole('dialog').className).toContain('portico-dialog--shake')
    act(() => portico.signIn.setHasSession(true))
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', false)
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(portico.modal.isOpen).toBe(false)
  })

  it('behavior: a connecting view is titled by the wallet it carries', async () => {
    const { portico } = setup()
    portico.attachPorts({ pairing: { reset() {} } })
    act(() => portico.open())
    act(() =>
      portico.router.push('ConnectingWalletConnect', { wallet: { id: 'r', name: 'Rainbow' } }),
    )
    expect(await dialog('Connecting to Rainbow')).toBeTruthy()
  })

  it('behavior: the snackbar and the alert of the stores show in the dialog', async () => {
    const { portico } = setup()
    act(() => portico.open())
    await dialog('Connect Wallet')
    act(() => {
      portico.snackbar.showSuccess('Link copied')
      portico.alerts.show('NETWORK_NOT_FOUND')
    })
    expect(screen.getByRole('status').textContent).toContain('Link copied')
    expect(screen.getByRole('alert').textContent).toContain('Network Not Found')
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('behavior: the alert banner stays with the view that raised it, not the next one', async () => {
    const { portico } = setup()
    act(() => portico.open())
    await dialog('Connect Wallet')
    act(() => {
      portico.alerts.show('INVALID_PROJECT_ID')
    })
    expect(screen.getByRole('alert').textContent).toContain('Invalid Project ID')
    act(() => portico.router.push('Networks'))
    await dialog('Choose network')
    expect(screen.queryByText('Invalid Project ID')).toBeNull()
    act(() => portico.router.goBack())
    await dialog('Connect Wallet')
    expect(screen.queryByText('Invalid Project ID')).toBeNull()
  })

  it('parameters: embedded mode shows Connect inline while closed, Account once connected', async () => {
    const test = setup({ options: { enableEmbedded: true } })
    expect(await screen.findByRole('region', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await act(() => connectTestWallet(test))
    await waitFor(() => expect(screen.getByRole('region', { name: 'Account' })).toBeTruthy())
  })
})
