import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { ConnectingWalletConnect } from './ConnectingWalletConnect'
import { walletDeepLink } from './pairingSource'
import { FakePairingPort } from './testing'

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=abc'

function setup(options: { mobile?: boolean; port?: FakePairingPort } = {}) {
  const test = createTestPortico(
    options.mobile
      ? { options: { platform: { device: 'mobile', os: 'ios', messagingAppBrowser: false } } }
      : {},
  )
  if (options.port) test.portico.attachPorts({ pairing: options.port })
  test.portico.modal.open()
  const wallet = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' }
  test.portico.router.push('ConnectingWalletConnect', { wallet })
  render(<ConnectingWalletConnect portico={test.portico} services={test.services} />)
  return test
}

describe('ConnectingWalletConnect', () => {
  afterEach(cleanup)

  it('default: without a pairing port, a spinner and no invented code', () => {
    setup()
    expect(screen.getByRole('progressbar', { name: 'Preparing the connection code' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'QR code for pairing' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
  })

  it('behavior: starts a pairing and shows its URI as a QR code with "Copy link"', async () => {
    const port = new FakePairingPort()
    setup({ port })
    expect(port.connectCalls).toBe(1)
    expect(screen.getByRole('progressbar', { name: 'Preparing the connection code' })).toBeTruthy()
    act(() => port.emit(URI))
    expect(await screen.findByRole('img', { name: 'QR code for pairing' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(
      screen.getByText('Open Rainbow on your phone and scan this code to connect.'),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Open in wallet app' })).toBeNull()
  })

  it('parameters: on a mobile device "Open in wallet app" deep-links into the wallet', async () => {
    const port = new FakePairingPort()
    port.emit(URI)
    setup({ port, mobile: true })
    const link = await screen.findByRole('link', { name: 'Open in wallet app' })
    expect(link.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI)}`)
    expect(port.connectCalls).toBe(0)
    expect(screen.getByRole('heading', { name: 'Continue in Rainbow' })).toBeTruthy()
    expect(screen.queryByText('Scan with your phone')).toBeNull()
    expect(screen.queryByRole('img', { name: 'QR code for pairing' })).toBeNull()
  })

  it('behavior: on a phone, tapping "Open in wallet app" keeps the wallet as the deep-link choice', async () => {
    const port = Object.assign(new FakePairingPort(), {
      chosen: undefined as { href: string; name: string } | undefined,
      rememberDeepLink(choice: { href: string; name: string }) {
        port.chosen = choice
      },
    })
    port.emit(URI)
    setup({ port, mobile: true })
    ;(await screen.findByRole('link', { name: 'Open in wallet app' })).click()
    expect(port.chosen).toEqual({ href: 'rainbow://', name: 'Rainbow' })
  })

  it("parameters: without a chosen wallet, a returning visitor gets the stored choice's link", async () => {
    const port = Object.assign(new FakePairingPort(), {
      deepLinkChoice: { href: 'rainbow://', name: 'Rainbow' },
    })
    port.emit(URI)
    const test = createTestPortico({
      options: { platform: { device: 'mobile', os: 'ios', messagingAppBrowser: false } },
    })
    test.portico.attachPorts({ pairing: port })
    test.portico.modal.open()
    test.portico.router.push('ConnectingWalletConnect')
    render(<ConnectingWalletConnect portico={test.portico} services={test.services} />)
    const link = await screen.findByRole('link', { name: 'Open in wallet app' })
    expect(link.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI)}`)
  })

  it('behavior: a failed pairing shows its message and "Try again" starts another', async () => {
    const port = new FakePairingPort()
    port.connectError = new Error('relay down')
    setup({ port })
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong')
    port.connectError = undefined
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click())
    expect(port.connectCalls).toBe(2)
  })

  it('parameters: deep links for universal links, schemes and none', () => {
    expect(walletDeepLink('https://rainbow.me/', 'wc:a@2')).toBe(
      'https://rainbow.me/wc?uri=wc%3Aa%402',
    )
    expect(walletDeepLink('rainbow:', 'wc:a@2')).toBe('rainbow://wc?uri=wc%3Aa%402')
    expect(walletDeepLink(undefined, 'wc:a@2')).toBe('wc:a@2')
  })
})
