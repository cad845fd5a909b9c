import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../../core/services/blockchainApi/types'
import { mainnet, network } from '../../../core/stores/testing/fixtures'
import { I18nProvider } from '../../i18n/I18nProvider'
import { BUILT } from '../../visibility/built'
import {
  connectTestWallet,
  createTestPortico,
  type TestPortico,
} from '../testing/createTestPortico'
import { Account } from './Account'

const withExplorer = network('eip155', 1, {
  name: 'Ethereum',
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.test' } },
})

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xa0b8',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.345678' },
  iconUrl: '',
}

async function setup(prepare: (test: TestPortico) => void = () => {}) {
  const test = createTestPortico({
    networks: [withExplorer, network('eip155', 8453, { name: 'Base' })],
  })
  test.adapter.balance = { balance: '1.23456', symbol: 'ETH' }
  prepare(test)
  await connectTestWallet(test)
  test.portico.modal.open()
  render(<Account portico={test.portico} services={test.services} />)
  await act(async () => {})
  return test
}

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

  it('behavior: the header: an avatar drawn from the address (no "0"), copy and explorer as icons beside the name', async () => {
    const { portico } = await setup()
    const heading = screen.getByRole('heading', { name: '0x1111…1111' })
    const identity = heading.parentElement as HTMLElement
    // Copy and explorer sit beside the name as icons, not as a text button and an underlined link.
    expect(within(identity).getByRole('button', { name: 'Copy address' }).textContent).toBe('')
    expect(within(identity).getByRole('link', { name: 'View on block explorer' }).textContent).toBe(
      '',
    )
    const avatar = document.querySelector('.portico-account__summary svg')
    expect(avatar?.getAttribute('aria-hidden')).toBe('true')
    expect(avatar?.textContent).toBe('')
    expect(portico.chains.activeChain?.account.profileImage).toBeUndefined()
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
      'U',
      'USD Coin',
      '12.345 USDC',
      'USDC',
      '$12.50',
    ])
  })

  it('parameters: in German, amounts and dollars are written the German way', async () => {
    const big = { ...usdc, value: 10000, quantity: { decimals: '6', numeric: '10000' } }
    const test = createTestPortico({ networks: [withExplorer] })
    test.adapter.balance = { balance: '9999.99512', symbol: 'ETH' }
    test.portico.attachPorts({
      tokenBalances: { getBalance: async () => ({ balances: [big] }) },
    })
    await connectTestWallet(test)
    render(
      <I18nProvider locale="de">
        <Account portico={test.portico} services={test.services} />
      </I18nProvider>,
    )
    expect(await screen.findByText('9.999,995 ETH')).toBeTruthy()
    expect(await screen.findByText('10.000 USDC')).toBeTruthy()
    expect(screen.getByText(/^10\.000,00\s\$$/)).toBeTruthy()
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

  it('parameters: without a connected account an empty state shows', () => {
    const test = createTestPortico({ networks: [mainnet] })
    render(<Account portico={test.portico} services={test.services} />)
    expect(screen.getByRole('region', { name: 'No wallet is connected' })).toBeTruthy()
  })
})
