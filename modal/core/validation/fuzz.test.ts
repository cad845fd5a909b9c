import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCaipAddress } from '../caip/caipAddress'
import { isCaipNetworkId } from '../caip/caipNetworkId'
import { compareDecimals, parseDecimal } from '../format/decimal'
import { formatBalance, formatNumber, truncateDecimal } from '../format/number'
import { groupTransactionsByMonth, transferSign } from '../format/transactionHistory'
import { isEvmAddress, isSolanaAddress } from './address'
import {
  isDeviceConnectAction,
  isEmail,
  isEmailUpdateAction,
  isOtp,
  isSocialProvider,
  isThemeMode,
} from './auth'
import { anythingOrList, callEach, FUZZ_RUNS } from './fuzzInputs'
import { OUTSIDE_INPUT_PARSERS } from './fuzzParsers'
import { isSignedMessage, isTransactionHash } from './hex'
import { coinTypeForChainId, isAccountName } from './nameRegistration'
import { isWalletSendCalls } from './sendCalls'
import { validateSolanaSend } from './solanaSend'
import { isInsufficientGasFunds, validateSwapAmount } from './swap'
import { filterLowQualityTokens } from './tokenQuality'
import { isWalletAssetsResponse } from './walletAssets'

/**
 * Every validator and formatter that takes outside input, called the way callers would. (The
 * CAIP parsers throw INVALID_INPUT by design; caip.test.ts fuzzes them against their guards.)
 */
const VALIDATORS: Record<string, (input: unknown) => unknown> = {
  isAccountName,
  isEvmAddress,
  isSolanaAddress,
  isCaipAddress,
  isCaipNetworkId,
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

/** The guards among them, which must answer a boolean. */
const GUARDS = new Set([
  'isAccountName',
  'isEvmAddress',
  'isSolanaAddress',
  'isEmail',
  'isCaipAddress',
])

describe('validators never throw (fast-check, 1,000 runs each)', () => {
  it(`behavior: none of ${Object.keys(VALIDATORS).length} validators and formatters throws on any input; guards answer a boolean`, () => {
    fc.assert(
      fc.property(anythingOrList, (input) => {
        callEach(VALIDATORS, input, (name, result) => {
          if (GUARDS.has(name) && typeof result !== 'boolean') {
            throw new Error(`${name} answered ${typeof result}, not a boolean`)
          }
        })
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('behavior: groupTransactionsByMonth never throws on lists of anything', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), (items) => {
        groupTransactionsByMonth(items as never)
      }),
      { numRuns: FUZZ_RUNS },
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
    for (const [name, validate] of Object.entries({ ...VALIDATORS, ...OUTSIDE_INPUT_PARSERS })) {
      expect(() => validate(hostile), name).not.toThrow()
      expect(() => validate([hostile]), name).not.toThrow()
      expect(() => validate({ '0x1': [hostile] }), name).not.toThrow()
    }
    expect(isWalletAssetsResponse(hostile)).toBe(false)
    expect(isWalletSendCalls([hostile])).toBe(false)
    expect(groupTransactionsByMonth([hostile] as never)).toEqual([])
  })
})
