import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseWalletChainId } from '../../chains/eip155/walletInput'
import {
  nameProfileSchema,
  swapQuoteSchema,
  tokenBalanceSchema,
} from '../services/blockchainApi/schemas'
import type { Codec } from '../storage/codecs'
import { STORAGE_CODECS } from '../storage/storageSchema'
import { safeDeepLink } from './deepLinkPolicy'
import { FUZZ_RUNS } from './fuzzInputs'
import { safeImageUrl, safeLinkUrl } from './urlPolicy'

describe('parsers of outside input: valid inputs round-trip (issue 11)', () => {
  it('behavior: a well-formed token balance parses to itself', () => {
    const balance = fc.record({
      name: fc.string(),
      symbol: fc.string(),
      chainId: fc.string(),
      price: fc.double({ noNaN: true, noDefaultInfinity: true }),
      quantity: fc.record({ decimals: fc.string(), numeric: fc.string() }),
      iconUrl: fc.constantFrom('', 'https://icons.example/a.png', 'data:image/png;base64,AA=='),
    })
    fc.assert(
      fc.property(balance, (value) => {
        expect(tokenBalanceSchema(value)).toEqual(value)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('behavior: every storage key decodes what it encoded', () => {
    const samples = {
      recentWallets: fc.array(fc.record({ id: fc.string(), name: fc.string() }), { maxLength: 2 }),
      lastEmailLoginTime: fc.integer(),
      emailLoginUsed: fc.boolean(),
      smartAccountEnabledNetworks: fc.array(fc.integer({ min: 0 }), { minLength: 1 }),
      identityCache: fc.dictionary(
        fc.string(),
        fc.record({
          value: fc.record({ name: fc.option(fc.string()), avatar: fc.constant(null) }),
          at: fc.integer(),
        }),
      ),
    } as const
    for (const [key, arbitrary] of Object.entries(samples)) {
      const codec = STORAGE_CODECS[key as keyof typeof samples] as Codec<unknown>
      fc.assert(
        fc.property(arbitrary, (value) => {
          expect(codec.decode(codec.encode(value))).toEqual(value)
        }),
        { numRuns: FUZZ_RUNS },
      )
    }
  })

  it('behavior: the URL policy is idempotent and wallet chain ids round-trip', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (url) => {
        for (const policy of [safeLinkUrl, safeImageUrl, safeDeepLink]) {
          const once = policy(url)
          if (once !== undefined) expect(policy(once)).toBe(once)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseWalletChainId(`0x${id.toString(16)}`)).toBe(String(id))
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('schemas survive hostile objects nested anywhere', () => {
  it('behavior: a throwing proxy inside a record or a list is refused, not thrown on', () => {
    const trap = () => {
      throw new Error('hostile')
    }
    const hostile = new Proxy({}, { get: trap, ownKeys: trap, getOwnPropertyDescriptor: trap })
    const profile = { name: 'a', addresses: hostile, attributes: [] }
    expect(nameProfileSchema(profile)).toBeUndefined()
    expect(nameProfileSchema({ ...profile, addresses: {}, attributes: [hostile] })).toBeUndefined()
    expect(swapQuoteSchema(hostile)).toBeUndefined()
  })
})
