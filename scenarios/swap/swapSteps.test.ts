import { toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  AMM_NATIVE,
  LAB_SWAP_FEE_RECIPIENT,
  labAmmAddress,
} from '../../simulators/contracts/labAmm'
import { devAccount, labTokenAddresses } from '../../simulators/contracts/labTokens'
import {
  ALPHA_ACCOUNTS,
  AMM_QUOTE_SELECTOR,
  BASE_TOKENS,
  FEE_RECIPIENT,
  LAB_AMM,
  NATIVE_PLACEHOLDER,
  shownAmount,
} from './swapSteps'

describe('swap scenario constants', () => {
  it('default: the addresses the scenarios read are those the lab deploys', () => {
    expect(BASE_TOKENS.USDC).toBe(labTokenAddresses().USDC)
    expect(BASE_TOKENS.UNI).toBe(labTokenAddresses().UNI)
    expect(LAB_AMM).toBe(labAmmAddress())
    expect(FEE_RECIPIENT.toLowerCase()).toBe(LAB_SWAP_FEE_RECIPIENT.toLowerCase())
    expect(ALPHA_ACCOUNTS).toEqual([devAccount(0).address, devAccount(1).address])
    expect(AMM_QUOTE_SELECTOR).toBe(toFunctionSelector('quote(address,address,uint256)'))
    expect(NATIVE_PLACEHOLDER).toBe(AMM_NATIVE)
    expect(shownAmount(2_947_123_456n, 6)).toBe('2,947.123456')
  })
})
