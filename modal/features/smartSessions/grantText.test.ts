import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../ui/i18n/translator'
import { grantText } from './grantText'

const { t } = createTranslator('en')
const ETH = { symbol: 'ETH', decimals: 18 }
const allowance = (data: Record<string, unknown>) =>
  grantText(t, { type: 'native-token-recurring-allowance', data }, ETH)

describe('grantText', () => {
  it('default: a daily native allowance reads as the amount a day', () => {
    expect(allowance({ allowance: '0x2386f26fc10000', period: 86_400 })).toBe(
      'Spend up to 0.01 ETH a day',
    )
  })

  it('parameters: another period in hours; malformed wallet values and other types by name', () => {
    expect(allowance({ allowance: '0xde0b6b3a7640000', period: 3600 })).toBe(
      'Spend up to 1 ETH every 1 h',
    )
    expect(allowance({ allowance: '1000', period: 86_400 })).toBe(
      'Permission: native-token-recurring-allowance',
    )
    expect(allowance({ allowance: '0x1', period: -1 })).toBe(
      'Permission: native-token-recurring-allowance',
    )
    expect(grantText(t, { type: 'erc20-token-allowance', data: {} }, ETH)).toBe(
      'Permission: erc20-token-allowance',
    )
  })
})
