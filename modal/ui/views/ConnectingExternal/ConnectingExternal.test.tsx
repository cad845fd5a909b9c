import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoError } from '../../../core/errors/porticoError'
import { createTestPortico } from '../testing/createTestPortico'
import { ConnectingExternal } from './ConnectingExternal'

async function setup(options: { siwxRequired?: boolean } = {}) {
  const test = createTestPortico(
    options.siwxRequired ? { options: { siwx: { required: true, clearSessions() {} } } } : {},
  )
  await test.portico.loadConnectors()
  const connector = test.portico.connectors.visible[0]!
  test.portico.modal.open()
  test.portico.router.push('ConnectingExternal', { connector })
  return test
}

describe('ConnectingExternal', () => {
  afterEach(cleanup)

  it('default: "Continue in <wallet>" with a spinner while the wallet asks', async () => {
    const test = await setup()
    let release: () => void = () => {}
    test.adapter.connect = () =>
      new Promise((resolve) => (release = () => resolve(test.adapter.connection())))
    render(<ConnectingExternal portico={test.portico} services={test.services} />)
    expect(screen.getByRole('heading', { name: 'Continue in Browser Wallet' })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Waiting for Browser Wallet' })).toBeTruthy()
    expect(test.portico.connection.status('eip155')).toBe('connecting')
    await act(async () => release())
  })

  it('behavior: success connects, records a recent wallet and closes the modal', async () => {
    const test = await setup()
    render(<ConnectingExternal portico={test.portico} services={test.services} />)
    await act(async () => {})
    expect(test.portico.connection.status('eip155')).toBe('connected')
    expect(test.portico.connectors.recentWallets.map((w) => w.name)).toEqual(['Browser Wallet'])
    expect(test.portico.modal.isOpen).toBe(false)
  })

  it('behavior: a wallet on an unsupported network leaves UnsupportedChain open', async () => {
    const test = await setup()
    test.adapter.chainId = '424242'
    render(<ConnectingExternal portico={test.portico} services={test.services} />)
    await act(async () => {})
    expect(test.portico.connection.status('eip155')).toBe('connected')
    expect(test.portico.router.view).toBe('UnsupportedChain')
    expect(test.portico.modal.isOpen).toBe(true)
  })

  it('behavior: with a required sign-in and no session, success opens SIWXSignMessage', async () => {
    const test = await setup({ siwxRequired: true })
    render(<ConnectingExternal portico={test.portico} services={test.services} />)
    await act(async () => {})
    expect(test.portico.router.view).toBe('SIWXSignMessage')
    expect(test.portico.modal.isOpen).toBe(true)
  })

  it('behavior: an error shows its short message and "Try again"; status is disconnected', async () => {
    const test = await setup()
    test.adapter.connectError = Object.assign(new Error('rejected'), { code: 4001 })
    render(<ConnectingExternal portico={test.portico} services={test.services} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(new PorticoError('USER_REJECTED').shortMessage)
    expect(test.portico.connection.status('eip155')).toBe('disconnected')
    test.adapter.connectError = undefined
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(async () => {})
    expect(test.portico.connection.status('eip155')).toBe('connected')
  })

  it('parameters: without a connector in the route an empty state shows', () => {
    const test = createTestPortico()
    render(<ConnectingExternal portico={test.portico} services={test.services} />)
    expect(screen.getByRole('region', { name: 'No wallet selected' })).toBeTruthy()
  })
})
