import { describe, expect, it, vi } from 'vitest'
import type { SiwxConfig } from '../../core/options/options'
import { connectTestWallet } from '../../ui/views/testing/createTestPortico'
import { siwxStoreOf } from './siwxStore'
import { createSiwxTestPortico } from './testing'

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const INIT_FAILED = 'A problem occurred while trying initialize authentication'

/** A config whose messages carry what a hostile or broken server sent in one field. */
const serverSends =
  (patch: Record<string, unknown>) =>
  (siwx: SiwxConfig): SiwxConfig => ({
    ...siwx,
    createMessage: async (input) => {
      const message = await siwx.createMessage!(input)
      return { ...message, ...patch }
    },
  })

describe('the sign-in message is checked before the wallet is asked', () => {
  it('behavior: an account delivered lower-case (as WalletConnect does) is signed for EIP-55 spelled', async () => {
    const test = createSiwxTestPortico({ required: true })
    test.adapter.address = CHECKSUMMED.toLowerCase()
    await connectTestWallet(test)
    await vi.waitFor(() => expect(test.portico.router.view).toBe('SIWXSignMessage'))
    await siwxStoreOf(test.portico).sign()
    expect(test.signed).toHaveLength(1)
    expect(test.signed[0]?.split('\n')[1]).toBe(CHECKSUMMED)
    expect(test.portico.signIn.hasSession).toBe(true)
  })

  const hostile: [string, Record<string, unknown>][] = [
    ['a nonce with a line break', { nonce: 'abcdefgh12\nURI: https://evil.example\nChain ID: 1' }],
    ['a CR-LF nonce', { nonce: 'abcdefgh12\r\n' }],
    ['a 100,000-character nonce', { nonce: 'a'.repeat(100_000) }],
    ['another chain', { chainId: 'eip155:8453' }],
    ['the address lower-cased', { accountAddress: CHECKSUMMED.toLowerCase() }],
    ['no Issued At', { issuedAt: undefined }],
  ]
  for (const [name, patch] of hostile) {
    it(`errors: ${name}: "${INIT_FAILED}", the wallet is asked nothing, the modal stays usable`, async () => {
      const test = createSiwxTestPortico({ required: true, wrap: serverSends(patch) })
      test.adapter.address = CHECKSUMMED
      await connectTestWallet(test)
      const { portico } = test
      await vi.waitFor(() => expect(portico.router.view).toBe('SIWXSignMessage'))
      await siwxStoreOf(portico).sign()
      expect(test.signed).toEqual([])
      expect(portico.snackbar.message).toBe(INIT_FAILED)
      expect(portico.signIn.hasSession).toBe(false)
      expect(portico.connection.status('eip155')).toBe('disconnected')
      // Usable: left open on Connect (the message shows there), and it closes.
      expect(portico.modal.isOpen).toBe(true)
      expect(portico.router.view).toBe('Connect')
      expect(portico.close()).not.toBe(false)
      expect(portico.modal.isOpen).toBe(false)
      expect(siwxStoreOf(portico).status).toBe('idle')
    })
  }
})
