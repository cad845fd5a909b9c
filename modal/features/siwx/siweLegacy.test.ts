import { describe, expect, it, vi } from 'vitest'
import type { SiweConfig } from '../../core/options/options'
import { connectTestWallet, createTestPortico } from '../../ui/views/testing/createTestPortico'
import { siwxStoreOf } from './siwxStore'

const ADDRESS = '0x1111111111111111111111111111111111111111'

function legacySiwe(nonce = 'legacyNonce1') {
  let session: { address: string; chainId: number } | null = null
  const verified: string[] = []
  const siwe: SiweConfig = {
    getMessageParams: async () => ({ domain: 'shop.test', uri: 'https://shop.test' }),
    getNonce: async () => nonce,
    createMessage: ({ address, nonce, chainId }) => `SIWE ${address} on ${chainId} nonce ${nonce}`,
    verifyMessage: async ({ message, signature }) => {
      verified.push(`${message}|${signature}`)
      session = { address: ADDRESS, chainId: 1 }
      return true
    },
    getSession: async () => session,
    signOut: async () => {
      session = null
      return true
    },
  }
  return { siwe, verified, session: () => session }
}

describe('legacy siweConfig over the SIWX flow', () => {
  it('behavior: connecting opens ConnectingSiwe; Sign verifies through the host config and closes', async () => {
    const legacy = legacySiwe()
    const test = createTestPortico({ options: { siweConfig: legacy.siwe } })
    test.adapter.signMessage = async () => '0xsig'
    await connectTestWallet(test)
    const { portico } = test
    await vi.waitFor(() => expect(portico.router.view).toBe('ConnectingSiwe'))
    expect(portico.modal.isOpen).toBe(true)
    await siwxStoreOf(portico).sign()
    expect(legacy.verified).toEqual([`SIWE eip155:1:${ADDRESS} on 1 nonce legacyNonce1|0xsig`])
    expect(portico.modal.isOpen).toBe(false)
    expect(portico.signIn.hasSession).toBe(true)
    await portico.connection.disconnect()
    expect(legacy.session()).toBeNull()
  })

  it('errors: a server nonce with a line break: "A problem occurred while trying initialize authentication", the wallet is asked nothing', async () => {
    const legacy = legacySiwe('abcdefgh12\nURI: https://evil.example')
    const test = createTestPortico({ options: { siweConfig: legacy.siwe } })
    const signed: string[] = []
    test.adapter.signMessage = async ({ message }) => {
      signed.push(message)
      return '0xsig'
    }
    await connectTestWallet(test)
    await vi.waitFor(() => expect(test.portico.router.view).toBe('ConnectingSiwe'))
    await siwxStoreOf(test.portico).sign()
    expect(signed).toEqual([])
    expect(legacy.verified).toEqual([])
    expect(test.portico.snackbar.message).toBe(
      'A problem occurred while trying initialize authentication',
    )
  })

  it('parameters: an incomplete siweConfig turns no sign-in on', async () => {
    const test = createTestPortico({ options: { siweConfig: { required: true } } })
    expect(test.portico.options.siwx).toBeUndefined()
    await connectTestWallet(test)
    expect(test.portico.modal.isOpen).toBe(false)
  })
})
