import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { Connect } from './Connect'
import { listingRoute, renderConnect } from './testing/renderConnect'

/** The text an element's aria-describedby points at (its badges). */
function description(element: HTMLElement): string | undefined {
  const id = element.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined
}

const regionNames = () =>
  screen.getAllByRole('region').map((region) => within(region).getByRole('heading').textContent)

describe('Connect', () => {
  afterEach(cleanup)

  it('default: only built connect methods show: the wallet section, no e-mail or social login', async () => {
    renderConnect({ announced: false })
    await screen.findByRole('button', { name: 'Hardware Wallet' })
    await screen.findByRole('textbox', { name: 'E-mail address' })
    await screen.findByRole('button', { name: 'Continue with Google' })
    expect(regionNames()).toEqual(['E-mail', 'Social login', 'Wallets'])
    expect(
      screen.getByRole('button', { name: 'Hardware Wallet' }).getAttribute('aria-describedby'),
    ).toBeNull()
  })

  it('behavior: an announced wallet shows, badged "Installed"', async () => {
    renderConnect()
    const alpha = await screen.findByRole('button', { name: 'Alpha Wallet' })
    await screen.findByRole('textbox', { name: 'E-mail address' })
    await screen.findByRole('heading', { name: 'Social login' })
    expect(regionNames()).toEqual(['Wallets', 'E-mail', 'Social login'])
    expect(alpha).toHaveProperty('disabled', false)
    expect(description(alpha)).toBe('Installed')
  })

  it('parameters: a configured connect-method order overrides both defaults', async () => {
    renderConnect({ options: { features: { connectMethodsOrder: ['social', 'wallet', 'email'] } } })
    await screen.findByRole('button', { name: 'Alpha Wallet' })
    await screen.findByRole('heading', { name: 'E-mail' })
    await screen.findByRole('heading', { name: 'Social login' })
    expect(regionNames()).toEqual(['Social login', 'Wallets', 'E-mail'])
  })

  it('behavior: without the embedded wallet no e-mail or social part shows, never a placeholder', async () => {
    renderConnect({ withoutAuth: true })
    await screen.findByRole('button', { name: 'Alpha Wallet' })
    expect(regionNames()).toEqual(['Wallets'])
    expect(screen.queryByText(/not available/)).toBeNull()
  })

  it('behavior: "All wallets" shows the listing count and opens AllWallets', async () => {
    const { portico, fetch } = renderConnect()
    const all = await screen.findByRole('button', { name: /All wallets.*2,005/ })
    expect(fetch.callsTo('GET /getWallets')[0]?.params.entries).toBe('4')
    await userEvent.click(all)
    expect(portico.router.view).toBe('AllWallets')
  })

  it('behavior: the recent wallets (2) show with a "Recent" badge; an uninstalled one pairs', async () => {
    const test = createTestPortico({ routes: listingRoute })
    test.portico.connectors.addRecentWallet({ id: 'r1', name: 'Recent One' })
    test.portico.connectors.addRecentWallet({ id: 'r2', name: 'Recent Two' })
    test.portico.connectors.addRecentWallet({ id: 'r3', name: 'Recent Three' })
    test.portico.modal.open()
    render(<Connect portico={test.portico} services={test.services} />)
    const three = await screen.findByRole('button', { name: 'Recent Three' })
    expect(screen.getByRole('button', { name: 'Recent Two' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Recent One' })).toBeNull()
    expect(description(three)).toBe('Recent')
    await userEvent.click(screen.getByRole('button', { name: 'Recent Two' }))
    expect(test.portico.router.view).toBe('ConnectingWalletConnect')
    expect(test.portico.router.data?.wallet?.id).toBe('r2')
  })

  it('behavior: choosing an installed wallet opens ConnectingExternal carrying the connector', async () => {
    const { portico } = renderConnect()
    await userEvent.click(await screen.findByRole('button', { name: 'Alpha Wallet' }))
    expect(portico.router.view).toBe('ConnectingExternal')
    expect(portico.router.data?.connector?.name).toBe('Alpha Wallet')
  })

  it('behavior: choosing WalletConnect opens the QR pairing view, not the extension view', async () => {
    const test = createTestPortico({ routes: listingRoute })
    test.adapter.connectors = [{ id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' }]
    test.portico.modal.open()
    render(<Connect portico={test.portico} services={test.services} />)
    await userEvent.click(await screen.findByRole('button', { name: 'WalletConnect' }))
    expect(test.portico.router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('behavior: with the legal checkbox, wallets are disabled until it is ticked', async () => {
    renderConnect({
      options: {
        features: { legalCheckbox: true },
        termsConditionsUrl: 'https://example.test/terms',
      },
    })
    const alpha = await screen.findByRole('button', { name: 'Alpha Wallet' })
    expect(alpha).toHaveProperty('disabled', true)
    expect(screen.getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe(
      'https://example.test/terms',
    )
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }))
    expect(alpha).toHaveProperty('disabled', false)
  })

  it('parameters: without a listing service there is no "All wallets" entry', async () => {
    renderConnect({ withoutListing: true })
    await screen.findByRole('button', { name: 'Alpha Wallet' })
    expect(screen.queryByRole('button', { name: /All wallets/ })).toBeNull()
  })
})
