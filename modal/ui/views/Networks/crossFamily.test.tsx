import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeAdapter } from '../../../core/stores/testing/fakeAdapter'
import { base, mainnet } from '../../../core/stores/testing/fixtures'
import { connectTestWallet, createTestPortico } from '../testing/createTestPortico'
import { UnsupportedChain } from '../UnsupportedChain/UnsupportedChain'
import { Networks } from './Networks'

const polkadotLab = {
  ...base,
  id: 'lab',
  caipNetworkId: 'polkadot:lab' as const,
  name: 'Polkadot Lab',
  chainNamespace: 'polkadot' as const,
}

const NOTE =
  'Your EVM wallet stays connected. Choosing one of these Polkadot networks asks you to connect a wallet for it.'

/** An EVM wallet connected on a site that also offers a polkadot network. */
async function connectedOnEvm() {
  const test = createTestPortico({
    networks: [mainnet, base, polkadotLab],
    options: {
      adapters: {
        eip155: async () => test.adapter,
        polkadot: async () => new FakeAdapter('polkadot'),
      },
    },
  })
  await connectTestWallet(test)
  return test
}

describe('a network of another family (issue 36: never a silent disconnect)', () => {
  afterEach(cleanup)

  it('default: the other family says what choosing it does, and its networks name that note', async () => {
    const test = await connectedOnEvm()
    test.portico.modal.open({ view: 'Networks' })
    render(<Networks portico={test.portico} services={test.services} />)
    const polkadot = screen.getByRole('region', { name: 'Polkadot' })
    expect(within(polkadot).getByText(NOTE)).toBeTruthy()
    const button = within(polkadot).getByRole('button', { name: 'Polkadot Lab' })
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      NOTE,
    )
    // The connected family has nothing to explain.
    const evm = screen.getByRole('region', { name: 'EVM' })
    expect(within(evm).queryByText(/stays connected/)).toBeNull()
    expect(within(evm).queryByRole('button', { name: /^Connect a wallet/ })).toBeNull()
  })

  it('behavior: "Connect a wallet for these networks" switches to that family and opens Connect for it; the EVM wallet stays connected', async () => {
    const test = await connectedOnEvm()
    test.portico.modal.open({ view: 'Networks' })
    render(<Networks portico={test.portico} services={test.services} />)
    await userEvent.click(
      screen.getByRole('button', { name: 'Connect a wallet for these networks' }),
    )
    await waitFor(() => expect(test.portico.router.view).toBe('Connect'))
    expect(test.portico.chains.activeNamespace).toBe('polkadot')
    expect(test.portico.connectors.filterByNamespace).toBe('polkadot')
    expect(test.portico.chains.isConnected('eip155')).toBe(true)
  })

  it('parameters: with nothing connected there is no note (any choice is a first connection)', () => {
    const test = createTestPortico({ networks: [mainnet, polkadotLab] })
    test.portico.modal.open({ view: 'Networks' })
    render(<Networks portico={test.portico} services={test.services} />)
    expect(screen.queryByText(/stays connected/)).toBeNull()
  })

  it('behavior: UnsupportedChain explains the other family too, and choosing it opens Connect, not a closed modal', async () => {
    const test = await connectedOnEvm()
    test.portico.networks.handleChainId('eip155', '999999')
    expect(test.portico.router.view).toBe('UnsupportedChain')
    render(<UnsupportedChain portico={test.portico} services={test.services} />)
    expect(screen.getByText(NOTE)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Polkadot Lab' }))
    await waitFor(() => expect(test.portico.router.view).toBe('Connect'))
    expect(test.portico.modal.isOpen).toBe(true)
    expect(test.portico.chains.isConnected('eip155')).toBe(true)
  })
})
