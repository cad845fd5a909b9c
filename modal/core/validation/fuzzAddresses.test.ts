import { PublicKey } from '@solana/web3.js'
import { address as bitcoinAddress, networks } from 'bitcoinjs-lib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ensureEccLib } from '../../chains/bip122/bitcoinLib'
import { outputScriptOf } from '../../chains/bip122/libNetwork'
import { bitcoin, bitcoinTestnet, createBitcoinRegtestNetwork } from '../../chains/bip122/networks'
import { isValidSolanaAddress } from '../../chains/solana/solanaTransfer'
import { FUZZ_RUNS } from './fuzzInputs'

const BITCOIN_NETWORKS = [bitcoin, bitcoinTestnet, createBitcoinRegtestNetwork('')]

describe('Solana and bitcoin address validators (fast-check)', () => {
  it('behavior: isValidSolanaAddress never throws on any string; every 32-byte key round-trips', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof isValidSolanaAddress(text)).toBe('boolean')
      }),
      { numRuns: FUZZ_RUNS },
    )
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect(isValidSolanaAddress(new PublicKey(bytes).toBase58())).toBe(true)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('behavior: outputScriptOf never throws on any string; every P2WPKH address round-trips', () => {
    ensureEccLib()
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...BITCOIN_NETWORKS), (text, network) => {
        outputScriptOf(text, network)
      }),
      { numRuns: FUZZ_RUNS },
    )
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (hash) => {
        const script = Uint8Array.from([0x00, 0x14, ...hash])
        const mainnet = bitcoinAddress.fromOutputScript(script, networks.bitcoin)
        expect(outputScriptOf(mainnet, bitcoin)).toEqual(script)
        expect(outputScriptOf(mainnet, bitcoinTestnet)).toBeUndefined()
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
