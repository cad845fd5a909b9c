import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QrCode } from '../../../modal/ui/components/QrCode/QrCode'
import { FarcasterPhone } from './farcasterPhone'
import { readFarcasterSignIn } from './farcasterSignIn'

const AUTH = 'http://127.0.0.1:4401'
const TOKEN = '0123456789abcdef'

/** The modal's QR code for `uri`, as ConnectingFarcaster renders it. */
async function showQr(uri: string): Promise<HTMLElement> {
  const { container } = render(<QrCode uri={uri} label="Sign in with Farcaster" />)
  await vi.waitFor(() => expect(container.querySelector('.portico-qr svg path')).toBeTruthy())
  return container
}

/** A lab whose auth provider has one pending sign-in, TOKEN. */
function fakeLab() {
  let pending = true
  const command = vi.fn(async (_name: string, _command: string, params?: unknown) => {
    const { token } = params as { token: string }
    const done = pending && token === TOKEN
    if (done) pending = false
    return done
  })
  return { command }
}

describe('readFarcasterSignIn', () => {
  afterEach(cleanup)

  it('default: reads the sign-in URL and its token off the QR code', async () => {
    const root = await showQr(`${AUTH}/farcaster/${TOKEN}`)
    expect(readFarcasterSignIn(root, AUTH)).toEqual({
      url: `${AUTH}/farcaster/${TOKEN}`,
      token: TOKEN,
    })
  })

  it('parameters: a WalletConnect code, another origin or another path is no farcaster sign-in', async () => {
    for (const uri of [
      'wc:abc@2?relay-protocol=irn&symKey=00',
      `http://127.0.0.1:9999/farcaster/${TOKEN}`,
      `${AUTH}/device/${TOKEN}`,
      `${AUTH}/farcaster/${TOKEN}?next=http://evil.test`,
    ]) {
      const root = await showQr(uri)
      expect(readFarcasterSignIn(root, AUTH)).toBeUndefined()
      cleanup()
    }
  })
})

describe('FarcasterPhone', () => {
  afterEach(cleanup)

  it('behavior: approves the sign-in in view by its token, and says so', async () => {
    const lab = fakeLab()
    const root = await showQr(`${AUTH}/farcaster/${TOKEN}`)
    const phone = new FarcasterPhone(lab, () => AUTH)
    expect(await phone.answer(root.ownerDocument, true)).toBe('approved')
    expect(lab.command).toHaveBeenCalledWith('auth-frame', 'decideFarcaster', {
      token: TOKEN,
      approve: true,
    })
    expect(phone.message).toBe('Farcaster sign-in approved')
    expect(await phone.answer(root.ownerDocument, false)).toBe('not-pending')
  })

  it('behavior: denies the sign-in in view; nothing in view or no auth provider sends nothing', async () => {
    const lab = fakeLab()
    const phone = new FarcasterPhone(lab, () => AUTH)
    expect(await phone.answer(document, false)).toBe('no-sign-in')
    expect(phone.message).toBe('No Farcaster sign-in QR code in view')
    const root = await showQr(`${AUTH}/farcaster/${TOKEN}`)
    expect(await new FarcasterPhone(lab, () => undefined).answer(root.ownerDocument, true)).toBe(
      'no-sign-in',
    )
    expect(lab.command).not.toHaveBeenCalled()
    expect(await phone.answer(root.ownerDocument, false)).toBe('denied')
    expect(phone.message).toBe('Farcaster sign-in denied')
  })
})
