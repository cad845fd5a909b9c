import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet } from '../../ui/views/testing/createTestPortico'
import { SIWXSignMessage } from './SIWXSignMessage'
import { createSiwxTestPortico } from './testing'

async function setup(required: boolean, declines = false) {
  const test = createSiwxTestPortico({ required })
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  test.adapter.signMessage = async () => {
    await gate
    if (declines) throw Object.assign(new Error('rejected'), { code: 4001 })
    return `0x${'ab'.repeat(65)}`
  }
  await connectTestWallet(test)
  await waitFor(() => expect(test.portico.router.view).toBe('SIWXSignMessage'))
  render(<SIWXSignMessage portico={test.portico} services={test.services} />)
  return { ...test, release }
}

describe('SIWXSignMessage', () => {
  afterEach(cleanup)

  it('default: explains the sign-in and offers Sign and Cancel', async () => {
    await setup(true)
    expect(
      screen.getByText('Demo Shop wants you to sign in with your wallet to prove you own it.'),
    ).toBeTruthy()
    expect(screen.getByText('This app requires you to sign in.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign' })).toHaveProperty('disabled', false)
  })

  it('behavior: Sign shows "Authenticating...", stores the session and closes the modal', async () => {
    const { portico, siwx, release } = await setup(true)
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    expect(screen.getByRole('status').textContent).toBe('Authenticating...')
    // On screen once: the status line is for screen readers, the button says it (issue 36 item 14).
    const shown = screen
      .getAllByText('Authenticating...')
      .filter((node) => !node.closest('.portico-visually-hidden'))
    expect(shown).toHaveLength(1)
    expect(shown[0]?.closest('button')).toBeTruthy()
    release()
    await waitFor(() => expect(portico.modal.isOpen).toBe(false))
    const address = portico.chains.activeAddress ?? ''
    expect(await siwx.getSessions!('eip155:1', address)).toHaveLength(1)
  })

  it('behavior: a declined signature shows "Signature declined" and keeps the view', async () => {
    const { portico, release } = await setup(true, true)
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    release()
    expect((await screen.findByRole('alert')).textContent).toBe('Signature declined')
    expect(portico.modal.isOpen).toBe(true)
    expect(portico.modal.canClose).toBe(false)
  })

  it('behavior: cancelling a required sign-in disconnects and closes', async () => {
    const { portico } = await setup(true)
    expect(portico.modal.canClose).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(portico.modal.isOpen).toBe(false))
    expect(portico.connection.status('eip155')).toBe('disconnected')
  })

  it('behavior: cancelling an optional sign-in only closes', async () => {
    const { portico } = await setup(false)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(portico.modal.isOpen).toBe(false))
    expect(portico.connection.status('eip155')).toBe('connected')
  })
})
