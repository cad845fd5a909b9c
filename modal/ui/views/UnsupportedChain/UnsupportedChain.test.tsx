import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet, createTestPortico } from '../testing/createTestPortico'
import { UnsupportedChain } from './UnsupportedChain'

describe('UnsupportedChain', () => {
  afterEach(cleanup)

  it('behavior: explains, lists the networks, and switching closes the modal', async () => {
    const test = createTestPortico()
    await connectTestWallet(test)
    test.portico.networks.handleChainId('eip155', '999999')
    expect(test.portico.router.view).toBe('UnsupportedChain')
    render(<UnsupportedChain portico={test.portico} services={test.services} />)
    expect(screen.getByText('This app does not support your current network.')).toBeTruthy()
    expect(screen.getByText('Network: Unknown network (chain 999999)')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Base' }))
    await waitFor(() => expect(test.portico.modal.isOpen).toBe(false))
    expect(test.portico.chains.activeCaipNetwork?.name).toBe('Base')
  })
})
