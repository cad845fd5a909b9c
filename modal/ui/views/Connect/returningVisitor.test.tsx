import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage, silentLogger } from '../../../core/deps'
import { PorticoStorage } from '../../../core/storage/porticoStorage'
import { embeddedAuthOf } from '../shared/embeddedAuth'
import { lastLoginOf, offerFirst, socialsFirst } from './returningVisitor'
import { renderConnect } from './testing/renderConnect'

const regionNames = () =>
  screen.getAllByRole('region').map((region) => within(region).getByRole('heading').textContent)

function storageWith(keys: Record<string, string>): PorticoStorage {
  const backend = createMemoryStorage()
  for (const [key, value] of Object.entries(keys)) backend.setItem(`@portico/${key}`, value)
  return new PorticoStorage(backend, silentLogger)
}

describe('returning visitor: the stored login read back', () => {
  afterEach(cleanup)

  it('default: a first visit stores nothing, so nothing is offered first', () => {
    expect(lastLoginOf(storageWith({}))).toEqual({
      method: undefined,
      email: undefined,
      social: undefined,
      socialUsername: undefined,
    })
    expect(offerFirst(['wallet', 'email', 'social'], undefined, false)).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('behavior: emailLoginUsed decides: an e-mail login offers e-mail first, with its address', () => {
    const last = lastLoginOf(storageWith({ emailLoginUsed: 'true', email: 'alice@example.com' }))
    expect(last).toMatchObject({ method: 'email', email: 'alice@example.com' })
    expect(offerFirst(['wallet', 'email', 'social'], last.method, false)).toEqual([
      'email',
      'wallet',
      'social',
    ])
  })

  it('behavior: a social login offers social first, its provider first; its account e-mail is not offered', () => {
    const storage = storageWith({
      connectedSocial: 'github',
      socialUsername: 'alice',
      email: 'alice@example.com',
    })
    const last = lastLoginOf(storage)
    expect(last).toEqual({
      method: 'social',
      email: undefined,
      social: 'github',
      socialUsername: 'alice',
    })
    expect(socialsFirst(['google', 'x', 'github'], last.social)).toEqual(['github', 'google', 'x'])
  })

  it('edge: a configured order and a provider no longer offered are left as they are', () => {
    expect(offerFirst(['wallet', 'social', 'email'], 'email', true)).toEqual([
      'wallet',
      'social',
      'email',
    ])
    expect(offerFirst(['wallet'], 'email', false)).toEqual(['wallet'])
    expect(socialsFirst(['google', 'x'], 'github')).toEqual(['google', 'x'])
  })

  it('behavior: Connect offers a returning e-mail visitor "Continue as alice@…" first, which sends the code there', async () => {
    const { portico } = renderConnect({
      stored: { emailLoginUsed: true, email: 'alice@example.com' },
    })
    const again = await screen.findByRole('button', { name: 'Continue as alice@example.com' })
    await screen.findByRole('button', { name: 'Alpha Wallet' })
    await screen.findByRole('heading', { name: 'Social login' })
    // An announced wallet puts wallets first for a new visitor; the e-mail login wins here.
    await waitFor(() => expect(regionNames()).toEqual(['E-mail', 'Wallets', 'Social login']))
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).toBeNull()
    await userEvent.click(again)
    const flow = embeddedAuthOf(portico.ports.auth)?.emailLogin
    expect(flow?.email).toBe('alice@example.com')
    expect(portico.storage.get('lastEmailLoginTime')).toBe(portico.deps.clock.now())
  })

  it('behavior: "Use another e-mail" shows the empty form instead', async () => {
    renderConnect({ stored: { emailLoginUsed: true, email: 'alice@example.com' } })
    await userEvent.click(await screen.findByRole('button', { name: 'Use another e-mail' }))
    const field = await screen.findByRole('textbox', { name: 'E-mail address' })
    expect(field).toHaveProperty('value', '')
    expect(screen.queryByRole('button', { name: /Continue as/ })).toBeNull()
  })

  it('behavior: a returning GitHub visitor sees social login first, "Continue as alice with GitHub" first in it', async () => {
    renderConnect({ stored: { connectedSocial: 'github', socialUsername: 'alice' } })
    const first = await screen.findByRole('button', { name: 'Continue as alice with GitHub' })
    await screen.findByRole('textbox', { name: 'E-mail address' })
    await waitFor(() => expect(regionNames()).toEqual(['Social login', 'Wallets', 'E-mail']))
    const social = screen.getAllByRole('region')[0] as HTMLElement
    expect(within(social).getAllByRole('button')[0]).toBe(first)
    expect(within(social).queryByRole('button', { name: 'Continue with GitHub' })).toBeNull()
    expect(within(social).getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
  })

  it('parameters: a host-configured order stays; the stored e-mail is still offered in its place', async () => {
    renderConnect({
      options: { features: { connectMethodsOrder: ['wallet', 'social', 'email'] } },
      stored: { emailLoginUsed: true, email: 'alice@example.com' },
    })
    await screen.findByRole('button', { name: 'Continue as alice@example.com' })
    await screen.findByRole('heading', { name: 'Social login' })
    await waitFor(() => expect(regionNames()).toEqual(['Wallets', 'Social login', 'E-mail']))
  })
})
