import { describe, expect, it } from 'vitest'
import type { SendToken } from './sendTokens'
import { incompleteSend, type SendFormValues, validateSendForm } from './sendValidation'

const eth: SendToken = {
  key: 'native',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  balance: '1',
  price: 3000,
}
const usdc: SendToken = {
  key: '0xa',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  address: '0xa',
  balance: '100',
  price: 1,
}
const RECEIVER = `0x${'12'.repeat(20)}`

const values = (patch: Partial<SendFormValues> = {}): SendFormValues => ({
  token: eth,
  native: eth,
  amount: '0.5',
  receiver: RECEIVER,
  fee: undefined,
  smartAccount: false,
  isValidAddress: (address) => /^(0x)?[0-9a-f]{40}$/i.test(address),
  ...patch,
})

describe('validateSendForm', () => {
  it('default: a valid address and an amount within the balance pass', () => {
    expect(validateSendForm(values())).toEqual({})
    expect(validateSendForm(values({ receiver: 'alice.portico.id' }))).toEqual({})
  })

  it('parameters: invalid address, amount ≤ 0, unreadable amount, more than the balance', () => {
    expect(validateSendForm(values({ receiver: '0x1234' })).receiver).toBe('invalidAddress')
    expect(validateSendForm(values({ amount: '0' })).amount).toBe('amountNotPositive')
    expect(validateSendForm(values({ amount: 'abc' })).amount).toBe('invalidAmount')
    expect(validateSendForm(values({ amount: '1.01' })).amount).toBe('insufficientBalance')
    expect(validateSendForm(values({ token: usdc, amount: '100.0000001' })).amount).toBe(
      'invalidAmount',
    )
  })

  it('behavior: the native balance must cover the fee (and the amount when it is native); smart accounts skip it', () => {
    const fee = 10n ** 17n
    expect(validateSendForm(values({ amount: '0.95', fee })).amount).toBe('insufficientGas')
    expect(validateSendForm(values({ amount: '0.9', fee })).amount).toBeUndefined()
    const broke = { ...eth, balance: '0' }
    expect(validateSendForm(values({ token: usdc, native: broke, amount: '1', fee })).amount).toBe(
      'insufficientGas',
    )
    expect(
      validateSendForm(values({ amount: '0.95', fee, smartAccount: true })).amount,
    ).toBeUndefined()
  })
})

describe('incompleteSend', () => {
  const receiver = '8czM2JGALYfzwNm2WezKHs8WuU54YguFpqXqvAZ9j1Fw'

  it('default: an untouched or complete Solana form says nothing', () => {
    expect(incompleteSend('solana', { amount: '', receiver: '' })).toBeUndefined()
    expect(incompleteSend('solana', { amount: '0.25', receiver })).toBeUndefined()
  })

  it('parameters: a Solana send missing the amount or the receiver asks for both', () => {
    expect(incompleteSend('solana', { amount: '0.25', receiver: ' ' })).toBe('SOLANA_SEND_INVALID')
    expect(incompleteSend('solana', { amount: '', receiver })).toBe('SOLANA_SEND_INVALID')
  })

  it('behavior: other families keep their inline field errors only', () => {
    expect(incompleteSend('eip155', { amount: '0.25', receiver: '' })).toBeUndefined()
    expect(incompleteSend(undefined, { amount: '', receiver })).toBeUndefined()
  })
})
