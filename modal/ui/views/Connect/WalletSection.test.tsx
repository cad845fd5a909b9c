import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FakeRoute } from '../../../core/services/testing/fakeFetch'
import { createTestPortico } from '../testing/createTestPortico'
import { WalletSection } from './WalletSection'

const ALPHA_ICON =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

/** The listing: its first wallets (or the ones `include` names), 120 in all. */
const LISTING: FakeRoute = (call) => {
  const include = call.params.include?.split(',')
  const ids = include ?? ['rainbow', 'zerion', 'trust', 'ledger']
  return { json: { data: ids.map((id) => ({ id, name: `Wallet ${id}` })), count: 120 } }
}

async function renderSection(
  params: { listing?: boolean; featuredWalletIds?: string[]; load?: boolean } = {},
) {
  const { listing = false, featuredWalletIds, load = true } = params
  const test = createTestPortico({
    ...(listing ? { routes: { 'GET /getWallets': LISTING } } : { withoutListing: true }),
    ...(featuredWalletIds ? { options: { featuredWalletIds } } : {}),
  })
  test.adapter.connectors = [
    {
      id: 'io.alpha',
      name: 'Alpha Wallet',
      type: 'ANNOUNCED',
      rdns: 'io.alpha',
      imageUrl: ALPHA_ICON,
    },
    { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' },
    { id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' },
  ]
  // The listing's wallets not in this browser connect by pairing (WalletConnect attached).
  if (listing) test.portico.attachPorts({ pairing: { reset: () => undefined } })
  if (load) await test.portico.loadConnectors()
  test.portico.modal.open()
  render(<WalletSection portico={test.portico} services={test.services} blocked={false} />)
  return test
}

describe('WalletSection', () => {
  afterEach(cleanup)

  it('default: WalletConnect shows its blue mark, not a letter tile', async () => {
    await renderSection()
    const option = await screen.findByRole('button', { name: 'WalletConnect' })
    expect(option.querySelector('[data-mark="walletconnect"]')).toBeTruthy()
    expect(option.textContent).toBe('WalletConnect')
  })

  it('behavior: the nameless browser wallet shows the browser icon instead of "BW"', async () => {
    await renderSection()
    const option = await screen.findByRole('button', { name: /^Browser Wallet/ })
    expect(option.querySelector('[data-mark="browser-wallet"] svg')).toBeTruthy()
    expect(option.textContent).not.toContain('BW')
  })

  it('behavior: an announced wallet shows its own icon under its own name', async () => {
    await renderSection()
    const option = await screen.findByRole('button', { name: /^Alpha Wallet/ })
    expect(option.querySelector('img')?.getAttribute('src')).toBe(ALPHA_ICON)
  })

  /** The listed wallets' names, in order, once `last` shows. */
  const listedNames = async (last: string) => {
    await screen.findByRole('button', { name: last })
    return within(screen.getByRole('list'))
      .getAllByRole('button')
      .map((button) => button.querySelector('.portico-wallet-item__name')?.textContent)
  }
  const installed = ['Alpha Wallet', 'Browser Wallet']
  /** No featured wallet named: the installed ones, WalletConnect, then the 4 recommended. */
  const withFourRecommended = [
    ...installed,
    'WalletConnect',
    'Wallet rainbow',
    'Wallet zerion',
    'Wallet trust',
    'Wallet ledger',
  ]

  it('behavior: with no featured wallet named, the 4 recommended wallets show last, after the installed ones', async () => {
    await renderSection({ listing: true })
    expect(await listedNames('Wallet ledger')).toEqual(withFourRecommended)
  })

  it('behavior: two featured wallets named leave two places to the recommended ones', async () => {
    await renderSection({ listing: true, featuredWalletIds: ['f1', 'f2'] })
    expect(await listedNames('Wallet zerion')).toEqual([
      ...installed,
      'Wallet f1',
      'Wallet f2',
      'WalletConnect',
      'Wallet rainbow',
      'Wallet zerion',
    ])
  })

  it('edge: four featured wallets named leave no place to a recommended one', async () => {
    await renderSection({ listing: true, featuredWalletIds: ['f1', 'f2', 'f3', 'f4'] })
    const names = await listedNames('Wallet f4')
    expect(names.filter((name) => name?.startsWith('Wallet ')).length).toBe(4)
    expect(names).not.toContain('Wallet rainbow')
  })

  it('behavior: the recommended wallets wait for the installed ones to be found, so a listed wallet in this browser is never offered by QR', async () => {
    const test = await renderSection({ listing: true, load: false })
    await screen.findByRole('button', { name: /All wallets/ })
    expect(screen.queryByRole('button', { name: 'Wallet rainbow' })).toBeNull()
    await act(() => test.portico.loadConnectors())
    expect(await listedNames('Wallet ledger')).toEqual(withFourRecommended)
  })

  it('edge: without pairing the recommended wallets are not offered (they could not connect)', async () => {
    const test = createTestPortico({ routes: { 'GET /getWallets': LISTING } })
    await test.portico.loadConnectors()
    render(<WalletSection portico={test.portico} services={test.services} blocked={false} />)
    await screen.findByRole('button', { name: /All wallets.*120/ })
    expect(screen.queryByRole('button', { name: 'Wallet rainbow' })).toBeNull()
  })
})
