import * as ecc from '@bitcoinerlab/secp256k1'
import { networks } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, it } from 'vitest'
import {
  bip322MessageHash,
  bip322ToSign,
  bip322ToSpend,
  signBip322Simple,
  verifyBip322Simple,
} from './bip322'
import { fromHex, toHex } from './bytes'

// The test vectors of BIP-322 (bitcoin/bips, bip-0322.mediawiki "Test vectors").
const WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const HELLO_P2WPKH =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const EMPTY_P2WPKH =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const HELLO_P2TR =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='
// The spec also lists these low-R encodings of the same signatures; RFC 6979 signing yields them.
const HELLO_P2WPKH_LOW_R =
  'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'
const EMPTY_P2WPKH_LOW_R =
  'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'
const network = networks.bitcoin
const key = ECPairFactory(ecc).fromWIF(WIF, network)
const p2wpkhScript = fromHex('00142b05d564e6a7a33c087f16e0f730d1440123799d')

describe('BIP-322 simple', () => {
  it('default: reproduces the spec vectors for P2WPKH (message hash, to_spend, to_sign, signature)', () => {
    expect(toHex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(toHex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
    expect(bip322ToSpend('Hello World', p2wpkhScript).getId()).toBe(
      'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    )
    const toSign = bip322ToSign('', p2wpkhScript)
    expect(
      toSign.txInputs[0]?.hash && toHex(Uint8Array.from(toSign.txInputs[0].hash).reverse()),
    ).toBe('c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7')
    expect(
      signBip322Simple({ message: 'Hello World', address: P2WPKH, network, signer: key }),
    ).toBe(HELLO_P2WPKH_LOW_R)
    expect(signBip322Simple({ message: '', address: P2WPKH, network, signer: key })).toBe(
      EMPTY_P2WPKH_LOW_R,
    )
  })

  it('behavior: verifies the spec vectors and refuses a signature for another message', () => {
    expect(
      verifyBip322Simple({
        message: 'Hello World',
        address: P2WPKH,
        signature: HELLO_P2WPKH,
        network,
      }),
    ).toBe(true)
    expect(
      verifyBip322Simple({ message: '', address: P2WPKH, signature: EMPTY_P2WPKH, network }),
    ).toBe(true)
    expect(
      verifyBip322Simple({ message: 'Hello World', address: P2TR, signature: HELLO_P2TR, network }),
    ).toBe(true)
    expect(
      verifyBip322Simple({ message: '', address: P2WPKH, signature: HELLO_P2WPKH, network }),
    ).toBe(false)
    expect(
      verifyBip322Simple({ message: 'Hello', address: P2TR, signature: HELLO_P2TR, network }),
    ).toBe(false)
    expect(
      verifyBip322Simple({ message: 'x', address: P2WPKH, signature: 'not base64!', network }),
    ).toBe(false)
  })
})
