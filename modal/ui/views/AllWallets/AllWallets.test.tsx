import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { RecordedCall } from '../../../core/services/testing/fakeFetch'
import { createTestPortico } from '../testing/createTestPortico'
import { AllWallets } from './AllWallets'

const TOTAL = 100
const ALPHA_ICON =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

function listingPage(call: RecordedCall) {
  if (call.params.search) {
    const term = call.params.search.toLowerCase()
    const data = [
      { id: 'rainbow', name: 'Rainbow' },
      { id: 'rain', name: 'Rain Wallet' },
    ].filter((w) => w.name.toLowerCase().includes(term))
    return { json: { data, count: data.length } }
  }
  const page = Number(call.params.page)
  const size = Number(call.params.entries)
  const data = Array.from({ length: size }, (_, i) => (page - 1) * size + i)
    .filter((n) => n < TOTAL)
    .map((n) =>
      n === 1
        ? { id: 'alpha', name: 'Lab Alpha', rdns: 'io.alpha' }
        : { id: `w${n}`, name: `Wallet ${n}` },
    )
  return { json: { data, count: TOTAL } }
}

function setup() {
  const test = createTestPortico({ routes: { 'GET /getWallets': listingPage } })
  test.adapter.connectors = [
    {
      id: 'io.alpha',
      name: 'Alpha Wallet',
      type: 'ANNOUNCED',
      rdns: 'io.alpha',
      imageUrl: ALPHA_ICON,
    },
  ]
  test.portico.modal.open({ view: 'AllWallets' })
  render(<AllWallets portico={test.portico} services={test.services} />)
  return test
}

describe('AllWallets', () => {
  afterEach(cleanup)

  it('default: the first page of 40 in a grid, installed wallets badged', async () => {
    const { fetch, portico } = setup()
    await portico.loadConnectors()
    const grid = await screen.findByRole('grid', { name: 'Wallets' })
    expect(grid).toBeTruthy()
    const calls = fetch.callsTo('GET /getWallets')
    expect(calls.map((c) => [c.params.page, c.params.entries])).toEqual([['1', '40']])
    const alpha = await screen.findByRole('button', { name: 'Alpha Wallet' })
    const badges = document.getElementById(alpha.getAttribute('aria-describedby') ?? '')
    expect(badges?.textContent).toBe('Installed')
  })

  it('behavior: an installed wallet keeps the name and icon it announces (one name per wallet)', async () => {
    const { portico } = setup()
    await portico.loadConnectors()
    const alpha = await screen.findByRole('button', { name: 'Alpha Wallet' })
    expect(screen.queryByRole('button', { name: 'Lab Alpha' })).toBeNull()
    expect(alpha.querySelector('img')?.getAttribute('src')).toBe(ALPHA_ICON)
  })

  it('behavior: the search state shows inside the field and nothing below moves', async () => {
    const { clock } = setup()
    await screen.findByRole('button', { name: 'Wallet 0' })
    const field = screen.getByRole('searchbox', { name: 'Search wallets' })
    const box = field.closest('.portico-all-wallets__search')!
    expect(box.querySelector('.portico-all-wallets__search-state svg')).toBeTruthy()
    const body = document.querySelector('.portico-all-wallets__body')!
    await userEvent.type(field, 'rain')
    expect(
      within(box as HTMLElement).getByRole('progressbar', { name: 'Searching wallets' }),
    ).toBeTruthy()
    expect(document.querySelector('.portico-all-wallets__body')).toBe(body)
    await act(async () => {
      clock.advance(300)
    })
    await screen.findByRole('button', { name: 'Rainbow' })
    expect(within(box as HTMLElement).queryByRole('progressbar')).toBeNull()
    expect(document.querySelector('.portico-all-wallets__body')).toBe(body)
  })

  it('behavior: search answers are held until 300 ms after typing, never shown sooner', async () => {
    const { clock, fetch } = setup()
    await screen.findByRole('button', { name: 'Wallet 0' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'rain')
    // The stub answers as soon as it is asked; the padding holds the answer back.
    await waitFor(() =>
      expect(fetch.callsTo('GET /getWallets').map((call) => call.params.search)).toContain('rain'),
    )
    await act(async () => {
      clock.advance(299)
    })
    expect(screen.queryByRole('button', { name: 'Rainbow' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Wallet 0' })).toBeTruthy()
    await act(async () => {
      clock.advance(1)
    })
    expect(await screen.findByRole('button', { name: 'Rainbow' })).toBeTruthy()
  })

  it('behavior: scrolling near the end loads 40 more (page 2)', async () => {
    const { fetch } = setup()
    const grid = await screen.findByRole('grid', { name: 'Wallets' })
    await screen.findByRole('button', { name: 'Wallet 0' })
    act(() => {
      Object.defineProperty(grid, 'scrollTop', { value: 700, configurable: true })
      fireEvent.scroll(grid)
    })
    await waitFor(() => expect(fetch.callsTo('GET /getWallets')).toHaveLength(2))
    expect(fetch.callsTo('GET /getWallets')[1]?.params.page).toBe('2')
    expect(fetch.callsTo('GET /getWallets')[1]?.params.entries).toBe('40')
  })

  it('behavior: search asks the service and shows results after the 300 ms padding', async () => {
    const { fetch, clock } = setup()
    await screen.findByRole('button', { name: 'Wallet 0' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'rain')
    const searches = fetch.calls.filter((c) => c.params.search)
    expect(searches.at(-1)?.params).toMatchObject({ search: 'rain', entries: '100' })
    expect(screen.getByRole('progressbar', { name: 'Searching wallets' })).toBeTruthy()
    await act(async () => {
      clock.advance(300)
    })
    expect(await screen.findByRole('button', { name: 'Rainbow' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Rain Wallet' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Wallet 0' })).toBeNull()
  })

  it('behavior: a search without results shows an empty state', async () => {
    const { clock } = setup()
    await screen.findByRole('button', { name: 'Wallet 0' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'zzz')
    await act(async () => {
      clock.advance(300)
    })
    expect(await screen.findByRole('region', { name: 'No wallet found' })).toBeTruthy()
  })

  it('behavior: an installed wallet opens ConnectingExternal, another ConnectingWalletConnect', async () => {
    const { portico } = setup()
    await portico.loadConnectors()
    await userEvent.click(await screen.findByRole('button', { name: 'Alpha Wallet' }))
    expect(portico.router.view).toBe('ConnectingExternal')
    expect(portico.router.data?.connector?.name).toBe('Alpha Wallet')
    portico.router.goBack()
    await userEvent.click(screen.getByRole('button', { name: 'Wallet 2' }))
    expect(portico.router.view).toBe('ConnectingWalletConnect')
    expect(portico.router.data?.wallet).toMatchObject({ id: 'w2', name: 'Wallet 2' })
  })

  it('parameters: without a listing service it renders nothing (the modal never shows it then)', () => {
    const test = createTestPortico({ withoutListing: true })
    const { container } = render(<AllWallets portico={test.portico} services={test.services} />)
    expect(container.textContent).toBe('')
  })

  it('behavior: a failed list says so with "Try again", which loads it', async () => {
    let fail = true
    const test = createTestPortico({
      routes: {
        'GET /getWallets': (call: RecordedCall) =>
          fail ? { status: 500, json: {} } : listingPage(call),
      },
    })
    test.portico.modal.open({ view: 'AllWallets' })
    render(<AllWallets portico={test.portico} services={test.services} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The wallet list could not be loaded.')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('grid', { name: 'Wallets' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
