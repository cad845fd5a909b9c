import { PublicKey } from '@solana/web3.js'
import { address as bitcoinAddress, networks } from 'bitcoinjs-lib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ensureEccLib } from '../../chains/bip122/bitcoinLib'
import { outputScriptOf } from '../../chains/bip122/libNetwork'
import { bitcoin, bitcoinTestnet, createBitcoinRegtestNetwork } from '../../chains/bip122/networks'
import { isValidSolanaAddress } from '../../chains/solana/solanaTransfer'
import {
  FRAME_PREFIX,
  FRAME_REPLIES,
  FRAME_REQUEST_TYPES,
  parseFrameMessage,
} from '../../connectors/auth/frameMessages'

/** 1,000 runs in `npm test`; `FUZZ_RUNS=100000 npm run fuzz` for a long run (fuzz.test.ts too). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)

const BITCOIN_NETWORKS = [bitcoin, bitcoinTestnet, createBitcoinRegtestNetwork('')]

/** A frame message as a hostile frame could shape it: a real type, any id, any payload. */
const frameMessage = fc.record({
  type: fc.oneof(
    fc.constantFrom(...FRAME_REQUEST_TYPES).map((t) => `${FRAME_PREFIX}${t}_SUCCESS`),
    fc.constantFrom(...FRAME_REQUEST_TYPES).map((t) => `${FRAME_PREFIX}${t}_ERROR`),
    fc.constant(`${FRAME_PREFIX}READY`),
    fc.string(),
  ),
  id: fc.oneof(fc.string(), fc.anything()),
  payload: fc.anything(),
  version: fc.anything(),
})

describe('auth frame messages (fast-check)', () => {
  it('behavior: parseFrameMessage never throws and answers a known kind or undefined', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), frameMessage), (data) => {
        const parsed = parseFrameMessage(data)
        expect([undefined, 'ready', 'success', 'error']).toContain(parsed?.kind)
      }),
      { numRuns: RUNS },
    )
  })

  it('behavior: every reply schema refuses or parses any payload without throwing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FRAME_REQUEST_TYPES), fc.anything(), (type, payload) => {
        FRAME_REPLIES[type].safeParse(payload)
      }),
      { numRuns: RUNS },
    )
  })

  it('parameters: a well-formed error reply round-trips its id, request and message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FRAME_REQUEST_TYPES),
        fc.string({ minLength: 1, maxLength: 100 }),
        fc.string({ maxLength: 500 }),
        (request, id, message) => {
          const data = { type: `${FRAME_PREFIX}${request}_ERROR`, id, payload: { message } }
          expect(parseFrameMessage(data)).toEqual({ kind: 'error', id, request, message })
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('Solana and bitcoin address validators (fast-check)', () => {
  it('behavior: isValidSolanaAddress never throws on any string; every 32-byte key round-trips', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof isValidSolanaAddress(text)).toBe('boolean')
      }),
      { numRuns: RUNS },
    )
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        expect(isValidSolanaAddress(new PublicKey(bytes).toBase58())).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })

  it('behavior: outputScriptOf never throws on any string; every P2WPKH address round-trips', () => {
    ensureEccLib()
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...BITCOIN_NETWORKS), (text, network) => {
        outputScriptOf(text, network)
      }),
      { numRuns: RUNS },
    )
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (hash) => {
        const script = Uint8Array.from([0x00, 0x14, ...hash])
        const mainnet = bitcoinAddress.fromOutputScript(script, networks.bitcoin)
        expect(outputScriptOf(mainnet, bitcoin)).toEqual(script)
        expect(outputScriptOf(mainnet, bitcoinTestnet)).toBeUndefined()
      }),
      { numRuns: RUNS },
    )
  })
})
