import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FakePairingPort } from '../ConnectingWalletConnect/testing'
import { createTestPortico } from '../testing/createTestPortico'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic'

describe('ConnectingWalletConnectBasic', () => {
  afterEach(cleanup)

  it('default: a spinner until the pairing port has a URI', () => {
    const test = createTestPortico()
    render(<ConnectingWalletConnectBasic portico={test.portico} services={test.services} />)
    expect(screen.getByRole('heading', { name: 'Scan with your phone' })).toBeTruthy()
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
})
