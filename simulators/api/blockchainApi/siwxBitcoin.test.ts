import { describe, expect, it } from 'vitest'
import { signBip322Simple } from '../../../modal/chains/bip122/bip322'
import { labBitcoinNetwork } from '../../chains/bitcoin/bitcoinLib'
import { labBitcoinAccount } from '../../wallets/bitcoin/labBitcoinKeys'
import { verifyBitcoinSiwx } from './siwxBitcoin'

const LAB_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const alice = labBitcoinAccount(0)
const bob = labBitcoinAccount(1)
const message = 'acme.example wants you to sign in with your Bitcoin account:'

const signed = (address: string, signer = alice.payment.signer) =>
  signBip322Simple({ message, address, network: labBitcoinNetwork, signer })

describe('verifyBitcoinSiwx', () => {
  it('default: a BIP-322 signature of the payment address over the message verifies', () => {
    const address = alice.payment.address
    const signature = signed(address)
    expect(verifyBitcoinSiwx({ chainId: LAB_CHAIN, address, message, signature })).toBe(true)
  })

  it('behavior: another address, another message or another chain is refused', () => {
    const signature = signed(alice.payment.address)
    const base = { chainId: LAB_CHAIN, address: alice.payment.address, message, signature }
    expect(verifyBitcoinSiwx({ ...base, address: bob.payment.address })).toBe(false)
    expect(verifyBitcoinSiwx({ ...base, message: `${message} (edited)` })).toBe(false)
    expect(verifyBitcoinSiwx({ ...base, chainId: 'bip122:000000000019d6689c085ae165831e93' })).toBe(
      false,
    )
    expect(verifyBitcoinSiwx({ ...base, signature: 'not base64!' })).toBe(false)
  })
})
