import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet, createTestPortico } from '../testing/createTestPortico'
import { SIWXSignMessage } from './SIWXSignMessage'

async function setup(required: boolean) {
  const cleared: string[] = []
  const test = createTestPortico({
    options: {
      metadata: { name: 'Demo Shop', description: '', url: 'https://shop.test', icons: [] },
      siwx: { required, clearSessions: () => void cleared.push('cleared') },
    },
  })
  await connectTestWallet(test)
  test.portico.modal.open({ view: 'SIWXSignMessage' })
  render(<SIWXSignMessage portico={test.portico} services={test.services} />)
  return { ...test, cleared }
}

describe('SIWXSignMessage', () => {
  afterEach(cleanup)

  it('default: explains the sign-in; Sign stays inert until SIWX signing is built', async () => {
    await setup(true)
    expect(
      screen.getByText('Demo Shop wants you to sign in with your wallet to prove you own it.'),
    ).toBeTruthy()
    expect(screen.getByText('This app requires you to sign in.')).toBeTruthy()
    const sign = screen.getByRole('button', { name: 'Sign' })
    expect(sign).toHaveProperty('disabled', true)
    expect(document.body.textContent).not.toMatch(/not available/i)
  })

  it('behavior: cancelling a required sign-in disconnects and closes', async () => {
    const { portico, cleared } = await setup(true)
    expect(portico.modal.canClose).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(portico.modal.isOpen).toBe(false))
    expect(portico.connection.status('eip155')).toBe('disconnected')
    expect(cleared).toEqual(['cleared'])
  })

  it('behavior: cancelling an optional sign-in only closes', async () => {
    const { portico } = await setup(false)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(portico.modal.isOpen).toBe(false)
    expect(portico.connection.status('eip155')).toBe('connected')
  })
})
