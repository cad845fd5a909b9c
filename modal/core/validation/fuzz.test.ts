import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseWalletChainId } from '../../chains/eip155/walletInput'
import { isCaipAddress, parseCaipAddress } from '../caip/caipAddress'
import { isCaipNetworkId, parseCaipNetworkId } from '../caip/caipNetworkId'
import { compareDecimals, parseDecimal } from '../format/decimal'
import { formatBalance, formatNumber, truncateDecimal } from '../format/number'
import { groupTransactionsByMonth, transferSign } from '../format/transactionHistory'
import {
  nameProfileSchema,
  swapQuoteSchema,
  tokenBalanceSchema,
} from '../services/blockchainApi/schemas'
import type { Codec } from '../storage/codecs'
import { STORAGE_CODECS } from '../storage/storageSchema'
import { isEvmAddress, isSolanaAddress } from './address'
import {
  isDeviceConnectAction,
  isEmail,
  isEmailUpdateAction,
  isOtp,
  isSocialProvider,
  isThemeMode,
} from './auth'
import { OUTSIDE_INPUT_PARSERS } from './fuzzParsers'
import { isSignedMessage, isTransactionHash } from './hex'
import { coinTypeForChainId, isAccountName } from './nameRegistration'
import { isWalletSendCalls } from './sendCalls'
import { validateSolanaSend } from './solanaSend'
import { isInsufficientGasFunds, validateSwapAmount } from './swap'
import { filterLowQualityTokens } from './tokenQuality'
import { safeDeepLink, safeImageUrl, safeLinkUrl } from './urlPolicy'
import { isWalletAssetsResponse } from './walletAssets'

/** 1,000 runs in `npm test`; `FUZZ_RUNS=100000 npm run fuzz` for a long run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)

/** Every validator and formatter that takes outside input, called the way callers would. */
const VALIDATORS: Record<string, (input: unknown) => unknown> = {
  isAccountName,
  isEvmAddress,
  isSolanaAddress,
  isCaipAddress,
  parseCaipAddress,
  isCaipNetworkId,
  parseCaipNetworkId,
  coinTypeForChainId,
  isEmail,
  isOtp,
  isSocialProvider,
  isThemeMode,
  isDeviceConnectAction,
  isEmailUpdateAction,
  isTransactionHash,
  isSignedMessage,
  isWalletSendCalls,
  validateSwapAmount,
  validateSolanaSend: (input) => validateSolanaSend(input as never),
  ...OUTSIDE_INPUT_PARSERS,
  isInsufficientGasFunds: (input) => isInsufficientGasFunds(input as never),
  isInsufficientGasFundsPair: (input) =>
    isInsufficientGasFunds({ networkBalance: input, gasCost: input }),
  isWalletAssetsResponse,
  filterLowQualityTokens: (input) => filterLowQualityTokens(input as never),
  parseDecimal,
  compareDecimals: (input) => compareDecimals(input, input),
  truncateDecimal: (input) => truncateDecimal(input, 3),
  formatBalance,
  formatNumber,
  transferSign,
}

/** Arrays whose items are anything, so that list validators look inside. */
const anythingOrList = fc.oneof(
  fc.anything(),
  fc.array(fc.anything()),
  fc.dictionary(fc.string(), fc.array(fc.anything())),
)

describe('validators never throw (fast-check, 1,000 runs each)', () => {
  for (const [name, validate] of Object.entries(VALIDATORS)) {
    it(`behavior: ${name} never throws on any input`, () => {
      fc.assert(
        fc.property(anythingOrList, (input) => {
          validate(input)
        }),
        { numRuns: RUNS },
      )
    })
  }

  it('behavior: groupTransactionsByMonth never throws on lists of anything', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (items) => {
        groupTransactionsByMonth(items as never)
      }),
      { numRuns: RUNS },
    )
  })

  it('behavior: a guard answers a boolean for every input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const guard of [
          isAccountName,
          isEvmAddress,
          isSolanaAddress,
          isEmail,
          isCaipAddress,
        ]) {
          expect(typeof guard(input)).toBe('boolean')
        }
      }),
      { numRuns: RUNS },
    )
  })
})

describe('validators survive hostile objects', () => {
  const trap = () => {
    throw new Error('hostile')
  }
  const hostile = new Proxy(
    {},
    { get: trap, has: trap, ownKeys: trap, getPrototypeOf: trap, getOwnPropertyDescriptor: trap },
  )

  it('behavior: an object whose every property access throws is refused, not thrown on', () => {
    for (const [name, validate] of Object.entries(VALIDATORS)) {
      expect(() => validate(hostile), name).not.toThrow()
      expect(() => validate([hostile]), name).not.toThrow()
      expect(() => validate({ '0x1': [hostile] }), name).not.toThrow()
    }
    expect(isWalletAssetsResponse(hostile)).toBe(false)
    expect(isWalletSendCalls([hostile])).toBe(false)
    expect(groupTransactionsByMonth([hostile] as never)).toEqual([])
  })
})

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
      { numRuns: RUNS },
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
        { numRuns: RUNS },
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
      { numRuns: RUNS },
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseWalletChainId(`0x${id.toString(16)}`)).toBe(String(id))
      }),
      { numRuns: RUNS },
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
