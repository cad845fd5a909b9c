import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoError } from '../../../core/errors/porticoError'
import { ANALYTICS_ROUTES, recordEvents } from '../../../core/events/testing/recordEvents'
import type { FakeRoute } from '../../../core/services/testing/fakeFetch'
import { network } from '../../../core/stores/testing/fixtures'
import { connectTestWallet, createTestPortico } from '../../../ui/views/testing/createTestPortico'
import type { ViewProps } from '../../../ui/views/viewProps'
import { SWAP_QUOTE_DEBOUNCE_MS } from '../swapConstants'
import SwapPreview from './SwapPreview'
import SwapSelectToken from './SwapSelectToken'
import SwapView from './SwapView'
import { swapStoreFor } from './swapInstance'

const USER = '0x1111111111111111111111111111111111111111'
const NATIVE = 'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = 'eip155:8453:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const AMM = '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A'
const token = (address: string, symbol: string, decimals: number, price: number) => ({
  address,
  symbol,
  name: symbol,
  decimals,
  logoUri: '',
  price,
})

const routes = {
  'GET /v1/supported-chains': { json: { http: ['eip155:8453'], ws: [] } },
  'GET /v1/convert/tokens': {
    json: { tokens: [token(USDC, 'USDC', 6, 1), token(NATIVE, 'ETH', 18, 3000)] },
  },
  [`GET /v1/account/${USER}/balance`]: {
    json: {
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:8453',
          price: 3000,
          quantity: { decimals: '18', numeric: '10' },
          iconUrl: '',
        },
      ],
    },
  },
  'GET /v1/convert/allowance': { json: { allowance: '0' } },
  'GET /v1/convert/build-approve': {
    json: { tx: { to: AMM, from: USER, data: '0x34', value: '0', eip155: { gasPrice: '1' } } },
  },
  ...ANALYTICS_ROUTES,
  'GET /v1/convert/gas-price': { json: { standard: '1000000000', fast: '1', instant: '1' } },
  'POST /v1/fungible/price': {
    json: { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }] },
  },
  'GET /v1/convert/quotes': { json: { quotes: [{ toAmount: '2947100000' }] } },
  'POST /v1/convert/build-transaction': {
    json: {
      tx: {
        to: AMM,
        data: '0x12',
        value: '1000000000000000000',
        eip155: { gas: '90000', gasPrice: '1000000000' },
      },
    },
  },
}

const BALANCE = `GET /v1/account/${USER}/balance`

/** The balances with 100 USDC beside the ETH, for the approval flow. */
const withUsdc = () => {
  const { balances } = (routes[BALANCE] as { json: { balances: unknown[] } }).json
  return {
    [BALANCE]: {
      json: {
        balances: [
          ...balances,
          {
            name: 'USDC',
            symbol: 'USDC',
            chainId: 'eip155:8453',
            address: USDC,
            price: 1,
            quantity: { decimals: '6', numeric: '100' },
            iconUrl: '',
          },
        ],
      },
    },
  }
}

/** Renders whichever swap view the router shows, like ModalRoot does. */
function CurrentView(props: ViewProps) {
  const view = props.portico.router.view
  if (view === 'SwapSelectToken') return <SwapSelectToken {...props} />
  if (view === 'SwapPreview') return <SwapPreview {...props} />
  return <SwapView {...props} />
}

async function setup(extra: Record<string, FakeRoute> = {}) {
  const test = createTestPortico({
    networks: [network('eip155', 8453, { name: 'Base' })],
    routes: { ...routes, ...extra },
  })
  test.adapter.chainId = '8453'
  const sendTransaction = vi.fn(async () => '0xhash')
  Object.assign(test.adapter, { sendTransaction })
  await connectTestWallet(test)
  test.portico.modal.open()
  test.portico.router.push('Swap')
  const { rerender } = render(<CurrentView portico={test.portico} services={test.services} />)
  const refresh = async () => {
    await act(async () => {})
    rerender(<CurrentView portico={test.portico} services={test.services} />)
    await act(async () => {})
  }
  await refresh()
  return { ...test, sendTransaction, refresh }
}

describe('swap views', () => {
  afterEach(cleanup)

  it('default: the form starts with 1 ETH and the balance; picking USDC quotes after the debounce', async () => {
    const test = await setup()
    expect((screen.getByRole('textbox', { name: 'You pay' }) as HTMLInputElement).value).toBe('1')
    expect(screen.getByText(/Balance: 10 ETH/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Select token' }))
    await test.refresh()
    expect(test.portico.router.view).toBe('SwapSelectToken')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'usd')
    await userEvent.click(screen.getByRole('button', { name: /USDC/ }))
    await test.refresh()
    expect(test.portico.router.view).toBe('Swap')
    await act(async () => test.clock.advance(SWAP_QUOTE_DEBOUNCE_MS))
    await test.refresh()
    expect(screen.getByText('2,947.1')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Review swap' }))
    await test.refresh()
    expect(test.portico.router.view).toBe('SwapPreview')
    expect(screen.getByText('1.76 %')).toBeTruthy()
    expect(screen.getByText('0.0085 ETH')).toBeTruthy()
    expect(screen.getByText('0.00009 ETH ($0.27)')).toBeTruthy()
    expect(screen.getByText('2,917.629 USDC')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Swap' }))
    await test.refresh()
    expect(test.sendTransaction).toHaveBeenCalled()
    // After the send the balances are read afresh before the form comes back; the native
    // balance cache loads with that first read, so wait for the view rather than a tick count.
    await vi.waitFor(() => expect(test.portico.router.view).toBe('Swap'))
    await act(async () => test.clock.advance(200))
    expect(test.portico.snackbar.message).toBe('Swapped 1 ETH to 2,947.1 USDC')
  })
  it('default: the USD figure is the typed amount’s, apart from the balance; Switch tokens is an icon button; no token is listed twice (issue 36)', async () => {
    const test = await setup()
    expect(screen.getByText('≈ $3,000.00')).toBeTruthy()
    expect(screen.getByText('Balance: 10 ETH').textContent).not.toContain('$')
    const switcher = screen.getByRole('button', { name: 'Switch tokens' })
    expect(switcher.textContent).toBe('')
    expect(switcher.querySelector('svg')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Select token' }))
    await test.refresh()
    const mine = screen.getByRole('list', { name: 'Your tokens' })
    const popular = screen.getByRole('list', { name: 'Popular tokens' })
    expect(mine.textContent).toContain('ETH')
    expect(popular.textContent).not.toContain('ETH')
    expect(popular.textContent).toContain('USDC')
  })

  it('behavior: a host subscribed to the events sees SWAP_SUCCESS, SWAP_ERROR and SWAP_APPROVAL_ERROR, as analytics does', async () => {
    const test = await setup(withUsdc())
    const events = recordEvents(test)
    const swap = swapStoreFor(test.portico)
    const pick = (symbol: string) => swap.tokens.find((t) => t.symbol === symbol)!
    const quote = async () => {
      await act(async () => test.clock.advance(SWAP_QUOTE_DEBOUNCE_MS))
      await test.refresh()
    }
    swap.setToken('destination', pick('USDC'))
    await quote()
    expect(await swap.swap()).toBe(true)
    swap.setToken('destination', pick('USDC'))
    swap.setSourceAmount('1')
    await quote()
    test.sendTransaction.mockRejectedValueOnce(new PorticoError('USER_REJECTED'))
    expect(await swap.swap()).toBe(false)
    swap.setToken('source', pick('USDC'))
    swap.setToken('destination', pick('ETH'))
    swap.setSourceAmount('10')
    await quote()
    expect(swap.approvalTransaction).toBeDefined()
    test.sendTransaction.mockRejectedValueOnce(new PorticoError('USER_REJECTED'))
    await swap.approve()
    await test.refresh()
    const swapEvents = events.all().filter((e) => e.data.event.startsWith('SWAP_'))
    expect(swapEvents.map((e) => e.data.event)).toEqual([
      'SWAP_SUCCESS',
      'SWAP_ERROR',
      'SWAP_APPROVAL_ERROR',
    ])
    expect(swapEvents[2]?.data.properties).toMatchObject({
      network: 'eip155:8453',
      swapFromToken: 'USDC',
      message: 'Transaction error',
    })
    // Analytics sends after the next paint (see reportAnalytics).
    await vi.waitFor(() => expect(events.missingFromAnalytics()).toEqual([]))
  })
})
