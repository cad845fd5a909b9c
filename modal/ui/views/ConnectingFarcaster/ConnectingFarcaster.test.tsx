import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
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
})
