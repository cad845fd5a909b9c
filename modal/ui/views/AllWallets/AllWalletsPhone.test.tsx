import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { WalletSection } from '../Connect/WalletSection'
import { FakePairingPort } from '../ConnectingWalletConnect/testing'
import { ConnectingWalletConnectBasic } from '../ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'
import { createTestPortico } from '../testing/createTestPortico'
import { AllWallets } from './AllWallets'

const IPHONE = { device: 'mobile', os: 'ios', messagingAppBrowser: false } as const
const URI = 'wc:phone@2?relay-protocol=irn&symKey=abc'
const LISTING = {
  'GET /getWallets': {
    json: {
      data: [
        { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' },
        { id: 'trust', name: 'Trust', mobile_link: 'https://link.trustwallet.com' },
      ],
      count: 2,
    },
  },
}

async function setup(phone: boolean) {
  const test = createTestPortico({
    routes: LISTING,
    ...(phone ? { options: { platform: IPHONE } } : {}),
  })
  test.adapter.connectors = [{ id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' }]
  const port = new FakePairingPort()
  port.emit(URI)
  test.portico.attachPorts({ pairing: port })
  await test.portico.loadConnectors()
  test.portico.modal.open()
  return test
}

describe('WalletConnect on a phone (SPEC §2: a mobile device goes to AllWallets)', () => {
  afterEach(cleanup)

  it('default: on a phone, WalletConnect in Connect lists the wallet apps (AllWallets), not a QR code', async () => {
    const { portico, services } = await setup(true)
    render(<WalletSection portico={portico} services={services} blocked={false} />)
    await userEvent.click(await screen.findByRole('button', { name: 'WalletConnect' }))
    expect(portico.router.view).toBe('AllWallets')
  })

  it('parameters: on a desktop, WalletConnect in Connect shows the QR code view', async () => {
    const { portico, services } = await setup(false)
    render(<WalletSection portico={portico} services={services} blocked={false} />)
    await userEvent.click(await screen.findByRole('button', { name: 'WalletConnect' }))
    expect(portico.router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('behavior: a wallet tapped in the phone list opens its app by deep link with the pairing URI', async () => {
    const { portico, services } = await setup(true)
    portico.router.push('AllWallets')
    const view = render(<AllWallets portico={portico} services={services} />)
    await userEvent.click(await screen.findByRole('button', { name: /^Rainbow/ }))
    expect(portico.router.view).toBe('ConnectingWalletConnect')
    view.unmount()
    const { ConnectingWalletConnect } = await import(
      '../ConnectingWalletConnect/ConnectingWalletConnect'
    )
    render(<ConnectingWalletConnect portico={portico} services={services} />)
    const link = await screen.findByRole('link', { name: 'Open in wallet app' })
    expect(link.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI)}`)
  })

  it('behavior: the QR code is one tap away from the phone list, for a wallet on another device', async () => {
    const { portico, services } = await setup(true)
    portico.router.push('AllWallets')
    const view = render(<AllWallets portico={portico} services={services} />)
    await userEvent.click(screen.getByRole('button', { name: 'Scan QR code' }))
    expect(portico.router.view).toBe('ConnectingWalletConnectBasic')
    expect(portico.router.data).toEqual({ qr: true })
    view.unmount()
    render(<ConnectingWalletConnectBasic portico={portico} services={services} />)
    expect(await screen.findByRole('img', { name: 'QR code for pairing' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Scan with your phone' })).toBeTruthy()
  })

  it('parameters: on a desktop the list has no QR button (the QR code is the pairing view itself)', async () => {
    const { portico, services } = await setup(false)
    render(<AllWallets portico={portico} services={services} />)
    await screen.findByRole('grid', { name: 'Wallets' })
    expect(screen.queryByRole('button', { name: 'Scan QR code' })).toBeNull()
  })
})
