import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createAuthTest } from '../../../connectors/auth/testing/authHarness'
import { createTestPortico } from '../testing/createTestPortico'
import { ConnectingFarcaster } from './ConnectingFarcaster'

describe('ConnectingFarcaster', () => {
  afterEach(cleanup)

  it('default: it waits, then shows the farcaster URL as a QR code', async () => {
    const { portico, services } = createTestPortico()
    portico.attachPorts({ auth: { reload() {} } })
    render(<ConnectingFarcaster portico={portico} services={services} />)
    expect(screen.getByRole('progressbar', { name: 'Preparing the connection code' })).toBeTruthy()
    act(() =>
      portico.chains.setAccount('eip155', { farcasterUrl: 'https://farcaster.test/~/sign-in?x=1' }),
    )
    expect(await screen.findByRole('img', { name: 'Sign in with Farcaster' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })

  it('behavior: a sign-in the phone denied says so; "Try again" shows a new QR code and connects once approved', async () => {
    const test = createAuthTest()
    test.script.farcasterDenied = true
    test.portico.open()
    const { services } = createTestPortico()
    render(<ConnectingFarcaster portico={test.portico} services={services} />)
    await act(() => test.auth.farcasterLogin.start())
    expect(screen.getByRole('alert').textContent).toBe('The sign-in was cancelled')
    test.script.farcasterDenied = false
    test.script.farcasterApproved = true
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(test.portico.connection.status('eip155')).toBe('connected'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('parameters: on a phone "Open Farcaster" opens the sign-in link instead of a QR code', () => {
    const { portico, services } = createTestPortico({
      options: { platform: { device: 'mobile', os: 'ios', messagingAppBrowser: false } },
    })
    portico.attachPorts({ auth: { reload() {} } })
    const url = 'https://farcaster.test/~/sign-in?x=1'
    portico.chains.setAccount('eip155', { farcasterUrl: url })
    render(<ConnectingFarcaster portico={portico} services={services} />)
    expect(screen.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(url)
    expect(screen.getByText('Open Farcaster on this phone and approve the sign-in.')).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'Sign in with Farcaster' })).toBeNull()
  })
})
