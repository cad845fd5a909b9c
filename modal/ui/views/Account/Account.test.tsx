import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { mainnet, network } from '../../../core/stores/testing/fixtures'
import { BUILT } from '../../visibility/built'
import { connectTestWallet, createTestPortico } from '../testing/createTestPortico'
import { Account } from './Account'
import { setup, usdc } from './testing'

describe('Account', () => {
  afterEach(cleanup)

  it('default: truncated address, balance truncated to 3 decimals, explorer link, network', async () => {
    await setup()
    expect(screen.getByRole('heading', { name: '0x1111…1111' })).toBeTruthy()
    expect(await screen.findByText('1.234 ETH')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View on block explorer' }).getAttribute('href')).toBe(
      'https://explorer.test/address/0x1111111111111111111111111111111111111111',
    )
    expect(screen.getByRole('button', { name: 'Network: Ethereum' })).toBeTruthy()
  })

  it('behavior: identity name and avatar show when the account has them', async () => {
    const test = await setup()
    act(() =>
      test.portico.chains.setAccount('eip155', {
        profileName: 'alice.eth',
        profileImage: 'https://img.test/a.png',
      }),
    )
    expect(screen.getByRole('heading', { name: 'alice.eth' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Avatar of alice.eth' })).toBeTruthy()
    expect(screen.getByText('0x1111…1111')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  it('behavior: without an identity, the name the wallet gives the account shows', async () => {
    const test = await setup()
    const address = test.portico.chains.activeAddress ?? ''
    act(() =>
      test.portico.chains.setAccount('eip155', {
        allAccounts: [{ address, type: 'eoa', name: 'Alice <b>' }],
      }),
    )
    expect(screen.getByRole('heading', { name: 'Alice <b>' })).toBeTruthy()
    expect(screen.getByText('0x1111…1111')).toBeTruthy()
  })

  it('behavior: Tokens lists the store balances', async () => {
    await setup((test) =>
      test.portico.attachPorts({
        tokenBalances: { getBalance: async () => ({ balances: [usdc] }) },
      }),
    )
    expect(screen.getByRole('tab', { name: 'Tokens', selected: true })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Tokens' })
    const row = within(list).getByRole('listitem')
    // One row: the icon (a monogram without an icon URL), name over symbol, amount over USD.
    expect([...row.children].map((part) => part.textContent)).toEqual([
      'USDC',
      'USD Coin',
      '12.345 USDC',
      'USDC',
      '$12.50',
    ])
  })

  it('behavior: no tokens shows "No tokens yet"; without a token source the Tokens tab is not shown', async () => {
    await setup((test) =>
      test.portico.attachPorts({ tokenBalances: { getBalance: async () => ({ balances: [] }) } }),
    )
    expect(await screen.findByRole('region', { name: 'No tokens yet' })).toBeTruthy()
    cleanup()
    await setup((test) => {
      delete test.portico.ports.tokenBalances
    })
    expect(screen.queryByRole('tab', { name: 'Tokens' })).toBeNull()
    expect(document.body.textContent).not.toMatch(/not available/i)
  })

  it('behavior: NFTs and Activity tabs load their features; the store keeps the tab; history off hides them', async () => {
    const test = await setup()
    await userEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    expect(test.portico.chains.account('eip155')?.currentTab).toBe(1)
    // No history endpoint in this fixture: the tab settles on a real state, never "not yet".
    expect(await screen.findByRole('region', { name: /No NFTs yet|Failed to fetch/ })).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(test.portico.chains.account('eip155')?.currentTab).toBe(2)
    expect(
      await screen.findByRole('region', { name: /No activity yet|Failed to fetch/ }),
    ).toBeTruthy()
    cleanup()
    await setup((t) => {
      t.portico.features.history = false
    })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens'])
  })

  it('behavior: the network button opens Networks; disconnect disconnects and closes', async () => {
    const test = await setup()
    await userEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(test.portico.router.view).toBe('Networks')
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(test.portico.modal.isOpen).toBe(false))
    expect(test.portico.connection.status('eip155')).toBe('disconnected')
  })

  it('behavior: Swap, Receive and Send open their own views, in the SPEC §2 order', async () => {
    const test = await setup()
    const order = screen.getByRole('region', { name: 'Wallet features' })
    expect([...order.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      ['Buy crypto', 'Swap', 'Receive', 'Send'].filter(
        (label) => label !== 'Buy crypto' || BUILT.walletFeatures.onramp,
      ),
    )
    for (const [label, view] of [
      ['Swap', 'Swap'],
      ['Receive', 'Receive'],
      ['Send', 'Send'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: label }))
      expect(test.portico.router.view).toBe(view)
      act(() => test.portico.router.goBack())
    }
    expect(document.body.textContent).not.toMatch(/not available/i)
  })

  it('parameters: on a network off the swap list (SPEC §9) Swap is not offered', async () => {
    const test = createTestPortico({ networks: [network('eip155', 31337, { name: 'Anvil' })] })
    test.adapter.chainId = '31337'
    await connectTestWallet(test)
    test.portico.modal.open()
    render(<Account portico={test.portico} services={test.services} />)
    await act(async () => {})
    const order = screen.getByRole('region', { name: 'Wallet features' })
    expect([...order.querySelectorAll('li')].map((li) => li.textContent)).not.toContain('Swap')
  })

  it('behavior: on a network the site does not support, Switch network instead of names, Buy and the lists (issue 36 item 15)', async () => {
    const test = await setup()
    act(() => test.portico.networks.handleChainId('eip155', '999'))
    expect(test.portico.networks.isUnsupportedNetwork).toBe(true)
    expect(screen.getByText('This app does not support your current network.')).toBeTruthy()
    expect(
      screen.getByRole('button', { name: 'Network: Unknown network (chain 999)' }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Wallet features' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Buy crypto' })).toBeNull()
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.queryByText('Token Balance Unavailable')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Switch network' }))
    expect(test.portico.router.view).toBe('Networks')
  })

  it('parameters: without a connected account an empty state shows', () => {
    const test = createTestPortico({ networks: [mainnet] })
    render(<Account portico={test.portico} services={test.services} />)
    expect(screen.getByRole('region', { name: 'No wallet is connected' })).toBeTruthy()
  })
})
