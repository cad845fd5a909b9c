import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FakePairingPort } from '../ConnectingWalletConnect/testing'
import { createTestPortico, type TestPorticoOptions } from '../testing/createTestPortico'
import { WalletSection } from './WalletSection'

/** A visitor with nothing to connect with: no wallet in this browser, no pairing, no listing. */
async function renderBare(options: TestPorticoOptions = {}, pairing = false) {
  const test = createTestPortico({ withoutListing: true, ...options })
  test.adapter.connectors = []
  if (pairing) test.portico.attachPorts({ pairing: new FakePairingPort() })
  await test.portico.loadConnectors()
  test.portico.modal.open()
  render(<WalletSection portico={test.portico} services={test.services} blocked={false} />)
  return test
}

function shownLinks() {
  const list = screen.getByRole('list')
  return within(list)
    .getAllByRole('link')
    .map((link) => ({
      name: link.querySelector('.portico-wallet-item__name')?.textContent,
      href: link.getAttribute('href'),
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
    }))
}

describe('GetWallet (nothing to connect with)', () => {
  afterEach(cleanup)

  it('default: a short list of well-known wallets and their sites, not a dead end', async () => {
    await renderBare()
    expect(await screen.findByRole('heading', { name: 'Get a wallet' })).toBeTruthy()
    expect(screen.getByText(/Install one of these, then come back/)).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Wallets' })).toBeNull()
    expect(shownLinks()).toEqual([
      {
        name: 'MetaMask',
        href: 'https://metamask.io/download/',
        target: '_blank',
        rel: 'noopener noreferrer',
      },
      {
        name: 'Coinbase Wallet',
        href: 'https://www.coinbase.com/wallet/downloads',
        target: '_blank',
        rel: 'noopener noreferrer',
      },
      {
        name: 'Rainbow',
        href: 'https://rainbow.me/download',
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    ])
    // A screen reader hears that the link leaves the page.
    expect(screen.getByRole('link', { name: /^MetaMask.*opens in a new tab/ })).toBeTruthy()
  })

  it("parameters: the host's custom wallets with a safe homepage come instead of the well-known ones", async () => {
    await renderBare({
      options: {
        customWallets: [
          { id: 'acme', name: 'Acme Wallet', homepage: 'https://wallet.acme.example/get' },
          { id: 'evil', name: 'Evil Wallet', homepage: 'javascript:alert(1)' },
          { id: 'none', name: 'No Site Wallet' },
        ],
      },
    })
    await screen.findByRole('heading', { name: 'Get a wallet' })
    expect(shownLinks().map(({ name, href }) => [name, href])).toEqual([
      ['Acme Wallet', 'https://wallet.acme.example/get'],
    ])
  })

  it('parameters: with pairing on, custom wallets are wallets to connect, not to get', async () => {
    await renderBare(
      {
        options: {
          customWallets: [{ id: 'acme', name: 'Acme Wallet', homepage: 'https://a.example' }],
        },
      },
      true,
    )
    expect(await screen.findByRole('button', { name: 'Acme Wallet' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Get a wallet' })).toBeNull()
  })

  it('parameters: an installed wallet means there is something to connect with', async () => {
    const test = createTestPortico({ withoutListing: true })
    test.adapter.connectors = [{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }]
    await test.portico.loadConnectors()
    render(<WalletSection portico={test.portico} services={test.services} blocked={false} />)
    expect(await screen.findByRole('button', { name: /^Browser Wallet/ })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Get a wallet' })).toBeNull()
  })
})
