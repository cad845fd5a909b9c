import { u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { LAB_POLKADOT_ACCOUNTS } from '../chains/polkadot/labPolkadotKeys'
import { handlePolkadotRequest } from './polkadotRequests'

const [alice] = LAB_POLKADOT_ACCOUNTS

describe('the lab phone on the polkadot namespace', () => {
  it('default: polkadot_signMessage signs the wrapped message with the sr25519 key; it verifies', async () => {
    const { signature } = await handlePolkadotRequest('polkadot_signMessage', {
      address: alice.address,
      message: 'Sign in to Acme NFT Market',
    })
    const wrapped = u8aWrapBytes('Sign in to Acme NFT Market')
    expect(signatureVerify(wrapped, signature, alice.address).isValid).toBe(true)
  })

  it('parameters: a request without an address or with a bad payload is invalid params', async () => {
    await expect(
      handlePolkadotRequest('polkadot_signMessage', { message: 'x' }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      handlePolkadotRequest('polkadot_signTransaction', { address: alice.address }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
