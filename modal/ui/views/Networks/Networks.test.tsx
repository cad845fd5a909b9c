import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeAdapter } from '../../../core/stores/testing/fakeAdapter'
import { base, mainnet } from '../../../core/stores/testing/fixtures'
import { connectTestWallet, createTestPortico } from '../testing/createTestPortico'
import { Networks } from './Networks'

describe('Networks', () => {
  afterEach(cleanup)

  it('default: the configured networks as a list, the active one current', () => {
    const { portico, services } = createTestPortico()
    render(<Networks portico={portico} services={services} />)
    const list = screen.getByRole('list', { name: 'Networks' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((b) => b.querySelector('.portico-network__name')?.textContent)).toEqual([
      'Ethereum',
      'Base',
    ])
    expect(screen.getByRole('button', { name: 'Ethereum' }).getAttribute('aria-current')).toBe(
      'true',
    )
    expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-current')).toBeNull()
  })

  it('behavior: the current network carries a check mark and is announced as the current network', () => {
    const { portico, services } = createTestPortico()
    render(<Networks portico={portico} services={services} />)
    const ethereum = screen.getByRole('button', { name: 'Ethereum' })
    expect(ethereum.querySelector('[data-current] svg')).toBeTruthy()
    expect(document.getElementById(ethereum.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Current network',
    )
    const base = screen.getByRole('button', { name: 'Base' })
    expect(base.querySelector('[data-current]')).toBeNull()
    expect(base.getAttribute('aria-describedby')).toBeNull()
  })

  it('behavior: choosing a network switches the connected wallet and goes back', async () => {
    const test = createTestPortico()
    await connectTestWallet(test)
    test.portico.modal.open()
    test.portico.router.push('Networks')
    render(<Networks portico={test.portico} services={test.services} />)
    await userEvent.click(screen.getByRole('button', { name: 'Base' }))
    await waitFor(() => expect(test.portico.router.view).toBe('Account'))
    expect(test.adapter.calls).toContain('switch:eip155:8453')
    expect(test.portico.chains.activeCaipNetwork?.name).toBe('Base')
  })

  it('behavior: a refused switch shows the typed error in an alert', async () => {
    const test = createTestPortico()
    await connectTestWallet(test)
    test.adapter.switchErrors = [Object.assign(new Error('no'), { code: 4001 })]
    render(<Networks portico={test.portico} services={test.services} />)
    await userEvent.click(screen.getByRole('button', { name: 'Base' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You declined the request in your wallet',
    )
    expect(test.portico.chains.activeCaipNetwork?.name).toBe('Ethereum')
  })

  it('behavior: networks of several families are grouped, one list per family; choosing Solana is a namespace switch, then Connect', async () => {
    const solanaLab = {
      ...base,
      id: 'lab',
      caipNetworkId: 'solana:lab' as const,
      name: 'Solana Lab',
      chainNamespace: 'solana' as const,
    }
    const test = createTestPortico({
      networks: [mainnet, base, solanaLab],
      options: {
        adapters: {
          eip155: async () => test.adapter,
          solana: async () => new FakeAdapter('solana'),
        },
      },
    })
    test.portico.modal.open({ view: 'Networks' })
    render(<Networks portico={test.portico} services={test.services} />)
    const evm = screen.getByRole('list', { name: 'EVM networks' })
    const solana = screen.getByRole('list', { name: 'Solana networks' })
    expect(
      within(evm)
        .getAllByRole('button')
        .map((b) => b.querySelector('.portico-network__name')?.textContent),
    ).toEqual(['Ethereum', 'Base'])
    expect(
      within(solana)
        .getAllByRole('button')
        .map((b) => b.querySelector('.portico-network__name')?.textContent),
    ).toEqual(['Solana Lab'])
    expect(screen.getByRole('heading', { name: 'Solana' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Solana Lab' }))
    await waitFor(() => expect(test.portico.chains.activeNamespace).toBe('solana'))
    expect(test.portico.chains.isSwitchingNamespace).toBe(true)
    expect(test.portico.connectors.filterByNamespace).toBe('solana')
    // Not connected on solana: the visitor goes on to Connect, filtered to Solana wallets.
    expect(test.portico.router.view).toBe('Connect')
  })
})
