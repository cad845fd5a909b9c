import { describe, expect, it } from 'vitest'
import type { SendToken } from './sendTokens'
import {
  incompleteSend,
  receiverAddressError,
  type SendFormValues,
  validateSendForm,
} from './sendValidation'

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
  namespace: 'eip155',
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
    expect(validateSendForm(values({ receiver: 'café.eth' }))).toEqual({})
  })

  it('parameters: names are receivers only on eip155 (SPEC: names are supported only on eip155)', () => {
    for (const namespace of ['solana', 'bip122', 'polkadot'] as const) {
      const errors = validateSendForm(values({ namespace, receiver: 'alice.portico.id' }))
      expect(errors.receiver).toBe('invalidAddress')
    }
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

describe('receiver address on eip155 (EIP-55, zero address)', () => {
  const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
  const TYPO = '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
  const ZERO = `0x${'0'.repeat(40)}`

  it('behavior: a wrong checksum and the zero address are refused with their own messages', () => {
    const eip155 = (receiver: string) => validateSendForm(values({ namespace: 'eip155', receiver }))
    expect(eip155(TYPO).receiver).toBe('ADDRESS_CHECKSUM_MISMATCH')
    expect(eip155(ZERO).receiver).toBe('ZERO_ADDRESS_RECEIVER')
    expect(eip155(CHECKSUMMED).receiver).toBeUndefined()
    expect(eip155(CHECKSUMMED.toLowerCase()).receiver).toBeUndefined()
    expect(eip155(`0x${CHECKSUMMED.slice(2).toUpperCase()}`).receiver).toBeUndefined()
    expect(eip155('0x1234').receiver).toBe('invalidAddress')
  })

  it('parameters: the checks are eip155 only', () => {
    expect(receiverAddressError('solana', ZERO)).toBeUndefined()
    expect(receiverAddressError(undefined, TYPO)).toBeUndefined()
    expect(receiverAddressError('eip155', 'alice.portico.id')).toBeUndefined()
  })
})
