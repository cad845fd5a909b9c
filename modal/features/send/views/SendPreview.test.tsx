import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { sendStoreFor } from '../sendStoreFor'
import { ALICE, connectedForSend } from '../testing'
import SendPreview from './SendPreview'

async function setup() {
  const test = await connectedForSend()
  const store = sendStoreFor(test.portico)
  store.setReceiver('alice.portico.id')
  store.setAmount('0.5')
  expect(await store.review()).toBe(true)
  test.portico.modal.open({ view: 'SendPreview' })
  render(<SendPreview portico={test.portico} services={test.services} />)
  await act(async () => {})
  return test
}

describe('SendPreview', () => {
  afterEach(cleanup)

  it('default: amount, resolved name with avatar and address, fee in native and USD, network', async () => {
    await setup()
    const amount = screen.getByText('0.5 ETH (≈ $1,500.00)')
    expect(amount.closest('dl')?.getAttribute('aria-label')).toBe('What you are about to send')
    expect(screen.getByText('alice.portico.id')).toBeTruthy()
    expect(screen.getByText(ALICE)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Avatar of alice.portico.id' })).toBeTruthy()
    expect(screen.getByText('0.000021 ETH (≈ $0.063)')).toBeTruthy()
    expect(screen.getByText('Ethereum')).toBeTruthy()
  })

  it('behavior: Send shows "Confirm transaction in your wallet", then "Transaction started" and the account', async () => {
    const test = await setup()
    let open = () => {}
    test.transfers.gate = new Promise((resolve) => {
      open = resolve
    })
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('status').textContent).toContain('Confirm transaction in your wallet')
    await act(async () => open())
    expect(test.transfers.sent[0]).toMatchObject({ to: ALICE, amount: 5n * 10n ** 17n })
    expect(test.portico.snackbar.message).toBe('Transaction started')
    expect(test.portico.router.view).toBe('Account')
    expect(sendStoreFor(test.portico).amount).toBe('')
  })

  it('parameters: a fee of 18 decimals reads to 4 significant digits; without a price, in native units only', async () => {
    const test = await connectedForSend()
    test.transfers.fee = 21_000_000_123_456n
    const store = sendStoreFor(test.portico)
    store.setReceiver(ALICE)
    store.setAmount('0.5')
    expect(await store.review()).toBe(true)
    act(() => test.portico.chains.setAccount('eip155', { tokenBalance: [] }))
    test.portico.modal.open({ view: 'SendPreview' })
    render(<SendPreview portico={test.portico} services={test.services} />)
    expect(screen.getByText('0.000021 ETH')).toBeTruthy()
    expect(screen.queryByText(/\$/)).toBeNull()
  })

  it('behavior: "Transaction started" comes after the balance refresh, so a failed refresh does not replace it (issue 36)', async () => {
    const test = await setup()
    test.routes['GET /v1/account/0x1111111111111111111111111111111111111111/balance'] = {
      status: 500,
    }
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await act(async () => {})
    act(() => test.clock.advance(1_000))
    expect(test.portico.snackbar.open).toBe(true)
    expect(test.portico.snackbar.variant).toBe('success')
    expect(test.portico.snackbar.message).toBe('Transaction started')
  })

  it('behavior: a rejected send says why and keeps the preview', async () => {
    const test = await setup()
    test.transfers.error = { code: 4001, message: 'User rejected the request.' }
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('alert').textContent).toBe('You declined the request in your wallet')
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
    test.transfers.error = new Error('boom')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong')
    // SPEC §4: the new message replaces the open one after 150 ms.
    act(() => test.clock.advance(150))
    expect(test.portico.snackbar.message).toBe('Something went wrong')
  })
})
