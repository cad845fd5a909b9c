import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RELAY_REACH_TIMEOUT_MS } from '../../../connectors/walletconnect/pairingFlow'
import type { WalletConnectTransport } from '../../../connectors/walletconnect/transport'
import { walletConnect } from '../../../connectors/walletconnect/walletConnectPlugin'
import { ManualClock } from '../../../core/clock/manualClock'
import { createPortico } from '../../../core/createPortico'
import { createMemoryStorage } from '../../../core/deps'
import { mainnet } from '../../../core/stores/testing/fixtures'
import { FakePairingPort } from '../ConnectingWalletConnect/testing'
import { createTestPortico } from '../testing/createTestPortico'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic'

describe('ConnectingWalletConnectBasic', () => {
  afterEach(cleanup)

  it('default: a spinner until the pairing port has a URI', () => {
    const test = createTestPortico()
    render(<ConnectingWalletConnectBasic portico={test.portico} services={test.services} />)
    expect(screen.getByRole('heading', { name: 'Scan with your phone' })).toBeTruthy()
    expect(document.querySelector('[data-mark="walletconnect"]')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Preparing the connection code' })).toBeTruthy()
  })

  it('behavior: a fresh URI replaces an expired one in the QR code', async () => {
    const test = createTestPortico()
    const port = new FakePairingPort()
    port.emit('wc:first@2')
    test.portico.attachPorts({ pairing: port })
    render(<ConnectingWalletConnectBasic portico={test.portico} services={test.services} />)
    expect(await screen.findByRole('img', { name: 'QR code for pairing' })).toBeTruthy()
    expect(
      screen.getByText('Scan this code with a wallet that supports WalletConnect.'),
    ).toBeTruthy()
    act(() => port.emit('wc:second@2'))
    expect(await screen.findByRole('img', { name: 'QR code for pairing' })).toBeTruthy()
    expect(port.connectCalls).toBe(0)
  })

  it('behavior: on a phone it offers the listing’s wallet apps as links that carry the pairing URI, not a QR code', async () => {
    const test = createTestPortico({
      options: { platform: { device: 'mobile', os: 'ios', messagingAppBrowser: false } },
      routes: {
        'GET /getWallets': () => ({
          json: {
            data: [
              { id: 'r', name: 'Rainbow', mobile_link: 'rainbow://' },
              { id: 'x', name: 'Sneaky', mobile_link: 'javascript://%0aalert(1)' },
              { id: 'n', name: 'No App', mobile_link: null },
              { id: 't', name: 'Trust', mobile_link: 'https://link.trustwallet.com' },
            ],
            count: 4,
          },
        }),
      },
    })
    const port = Object.assign(new FakePairingPort(), {
      chosen: undefined as { href: string; name: string } | undefined,
      rememberDeepLink(choice: { href: string; name: string }) {
        port.chosen = choice
      },
    })
    port.emit('wc:abc@2')
    test.portico.attachPorts({ pairing: port })
    render(<ConnectingWalletConnectBasic portico={test.portico} services={test.services} />)
    expect(screen.getByRole('heading', { name: 'Open your wallet app' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Scan with your phone' })).toBeNull()
    const apps = await screen.findByRole('list', { name: 'Wallet apps' })
    const links = within(apps).getAllByRole('link')
    expect(
      links.map((link) => link.querySelector('.portico-wallet-item__name')?.textContent),
    ).toEqual(['Rainbow', 'Trust'])
    expect(within(apps).getByRole('link', { name: 'Rainbow' })).toBe(links[0])
    expect(links[0]!.getAttribute('href')).toBe(
      `rainbow://wc?uri=${encodeURIComponent('wc:abc@2')}`,
    )
    expect(links[1]!.getAttribute('href')).toBe(
      `https://link.trustwallet.com/wc?uri=${encodeURIComponent('wc:abc@2')}`,
    )
    expect(screen.queryByRole('img', { name: 'QR code for pairing' })).toBeNull()
    links[0]!.addEventListener('click', (event) => event.preventDefault())
    links[0]!.click()
    expect(port.chosen).toEqual({ href: 'rainbow://', name: 'Rainbow' })
  })

  it('behavior: a relay that cannot be reached shows a clear error with "Try again" after 15 s, not an endless spinner', async () => {
    let reachable = false
    let proposals = 0
    const transport: WalletConnectTransport = {
      propose: () => {
        proposals++
        return reachable
          ? Promise.resolve({ uri: 'wc:back@2', approval: new Promise(() => undefined) })
          : new Promise(() => undefined)
      },
      sessions: () => [],
      request: () => Promise.reject(new Error('no session')),
      disconnect: async () => undefined,
      subscribe: () => () => undefined,
      close: async () => undefined,
    }
    const metadata = { name: 'Site', description: '', url: 'http://127.0.0.1', icons: [] }
    const clock = new ManualClock(0)
    const portico = createPortico(
      {
        projectId: 'p',
        networks: [mainnet],
        connectors: [
          walletConnect({
            projectId: 'p',
            relayUrl: 'ws://127.0.0.1:1',
            metadata,
            loadTransport: async () => transport,
          }),
        ],
      },
      { clock, storage: createMemoryStorage() },
    )
    await portico.loadConnectors()
    render(<ConnectingWalletConnectBasic portico={portico} services={{}} />)
    expect(screen.getByRole('progressbar', { name: 'Preparing the connection code' })).toBeTruthy()
    // The proposal is on its way to the relay, which never answers.
    await waitFor(() => expect(proposals).toBe(1))
    await act(async () => clock.advance(RELAY_REACH_TIMEOUT_MS - 1))
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => clock.advance(1))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'Could not reach the WalletConnect network. Check your connection and try again',
    )
    expect(screen.queryByRole('progressbar')).toBeNull()
    reachable = true
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('img', { name: 'QR code for pairing' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
