import { Signer, Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { bitcoin } from '../../chains/bip122/networks'
import { formatCaip122 } from './caip122'
import { verifyBip122Signature } from './verifyBip122'
import { verifySiwx } from './verifySiwx'

// The test vectors of BIP-322 (bitcoin/bips, bip-0322.mediawiki, "Test vectors").
const WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const VECTORS: [address: string, message: string, signature: string][] = [
  [
    P2WPKH,
    '',
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  ],
  [
    P2WPKH,
    'Hello World',
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  ],
  [
    P2WPKH,
    '',
    'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ],
  [
    P2WPKH,
    'Hello World',
    'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ],
  [
    P2TR,
    'Hello World',
    'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
  ],
]
const NOW = Date.parse('2026-01-01T12:00:00.000Z')
const MAINNET = String(bitcoin.id)

const messageFor = (address: string, nonce = 'bitcoinNonce1') =>
  formatCaip122({
    domain: 'acme.example',
    accountAddress: address,
    uri: 'https://acme.example',
    version: '1',
    chainId: `bip122:${MAINNET}`,
    nonce,
    issuedAt: '2026-01-01T00:00:00.000Z',
  })

describe('verifySiwx on bip122 (BIP-322 simple)', () => {
  it('default: the BIP-322 test vectors verify, as bip322-js agrees; swapped messages do not', async () => {
    for (const [address, message, signature] of VECTORS) {
      expect(Verifier.verifySignature(address, message, signature)).toBe(true)
      expect(await verifyBip122Signature({ reference: MAINNET, address, message, signature })).toBe(
        true,
      )
      const other = message === '' ? 'Hello World' : ''
      expect(
        await verifyBip122Signature({ reference: MAINNET, address, message: other, signature }),
      ).toBe(false)
    }
  })

  it('behavior: sign-in messages signed by bip322-js (segwit and taproot) verify; tampered ones do not', async () => {
    for (const address of [P2WPKH, P2TR]) {
      const message = messageFor(address)
      const signature = Signer.sign(WIF, address, message)
      expect(await verifySiwx({ message, signature, now: NOW })).toMatchObject({ valid: true })
      const replayed = messageFor(address, 'bitcoinNonce2')
      expect((await verifySiwx({ message: replayed, signature, now: NOW })).valid).toBe(false)
    }
  })

  it('errors: a mainnet address on another chain, or a chain Portico does not know, verifies nothing', async () => {
    const message = 'Hello World'
    const signature = VECTORS[1]![2]
    expect(
      await verifyBip122Signature({
        reference: '0f9188f13cb7b2c71f2a335e3a4fc328',
        address: P2WPKH,
        message,
        signature,
      }),
    ).toBe(false)
    expect(
      await verifyBip122Signature({
        reference: 'ffffffffffffffffffffffffffffffff',
        address: P2WPKH,
        message,
        signature,
      }),
    ).toBe(false)
  })
})
