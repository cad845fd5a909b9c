import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletListingClient } from '../../core/services/walletListing/client'
import { createTestPortico } from '../views/testing/createTestPortico'
import { ModalRoot } from './ModalRoot'

/**
 * A host-supplied listing service whose answers skip Portico's validation: while `hostile` is
 * set, its featured wallet has an object for a name, which React refuses as a child.
 */
function hostileServices(listing: WalletListingClient) {
  const state = { hostile: true }
  const walletListing: WalletListingClient = {
    ...listing,
    fetchFeaturedWallets: async (signal) =>
      state.hostile
        ? [{ id: 'w1', name: { evil: true } as unknown as string }]
        : listing.fetchFeaturedWallets(signal),
  }
  return { state, services: { walletListing } }
}

describe('ViewErrorBoundary (issue 11 defect 1)', () => {
  afterEach(cleanup)

  it('behavior: a render error shows "Something went wrong" with a retry, and the next open() works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const test = createTestPortico({
      routes: { 'GET /getWallets': { json: { data: [], count: 0 } } },
    })
    const listing = test.services.walletListing as WalletListingClient
    const { state, services } = hostileServices(listing)
    render(<ModalRoot portico={test.portico} services={services} />)
    act(() => test.portico.open())
    expect(await screen.findByText('Something went wrong')).toBeTruthy()
    // The frame survived: the dialog and its close button are still there.
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()

    state.hostile = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Wallets' })).toBeTruthy()

    state.hostile = true
    act(() => test.portico.close())
    act(() => test.portico.open())
    expect(await screen.findByText('Something went wrong')).toBeTruthy()
    state.hostile = false
    act(() => test.portico.close())
    act(() => test.portico.open())
    expect(await screen.findByRole('heading', { name: 'Wallets' })).toBeTruthy()
    expect(screen.queryByText('Something went wrong')).toBeNull()
  })
})
