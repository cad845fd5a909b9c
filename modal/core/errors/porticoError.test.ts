import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE, type ErrorCode, formatMessage } from './catalogue'
import { CORE_MESSAGES } from './coreMessages'
import { catalogueError, FEATURE_MESSAGES, featureError } from './featureMessages'
import { isPorticoError, PorticoError } from './porticoError'

describe('PorticoError', () => {
  it('default: carries a stable code and the catalogue wording as shortMessage', () => {
    const error = new PorticoError('TOKEN_BALANCE_UNAVAILABLE')
    expect(error.code).toBe('TOKEN_BALANCE_UNAVAILABLE')
    expect(error.shortMessage).toBe('Token Balance Unavailable')
    expect(error.message).toBe('Token Balance Unavailable')
    expect(isPorticoError(error, 'TOKEN_BALANCE_UNAVAILABLE')).toBe(true)
    expect(isPorticoError(new Error('x'))).toBe(false)
  })

  it('parameters: placeholders, details and cause', () => {
    const cause = new Error('socket hang up')
    const error = new PorticoError('HTTP_STATUS', {
      values: { status: 500 },
      details: 'GET x',
      cause,
    })
    expect(error.shortMessage).toBe('HTTP status code: 500')
    expect(error.message).toContain('Details: GET x')
    expect(error.cause).toBe(cause)
  })

  it('behavior: e-mail throttling wording counts the remaining seconds', () => {
    expect(formatMessage('EMAIL_THROTTLED', { seconds: 12 })).toBe(
      'Please try again after 12 seconds',
    )
  })

  it('behavior: every catalogue message is unique', () => {
    const messages = Object.values(ERROR_CATALOGUE)
    expect(new Set(messages).size).toBe(messages.length)
  })

  it('behavior: a feature’s code carries its catalogue text, placeholders filled, as any PorticoError', () => {
    const error = featureError('BITCOIN_DUST_AMOUNT', { values: { minimum: 546 }, details: 'x' })
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.code).toBe('BITCOIN_DUST_AMOUNT')
    expect(error.shortMessage).toBe('The amount is too small to send: at least 546 sats')
    expect(isPorticoError(error, 'BITCOIN_DUST_AMOUNT')).toBe(true)
  })

  it('behavior: catalogueError gives every code, of either part, exactly the catalogue’s text', () => {
    for (const code of Object.keys(ERROR_CATALOGUE) as ErrorCode[]) {
      const error = catalogueError(code, { values: { status: 1, seconds: 2, from: 'A', to: 'B' } })
      expect(error.code).toBe(code)
      expect(error.shortMessage).toBe(
        formatMessage(code, { status: 1, seconds: 2, from: 'A', to: 'B' }),
      )
    }
  })

  it('default: the catalogue is its two parts, with no code in both', () => {
    const core = Object.keys(CORE_MESSAGES)
    const feature = Object.keys(FEATURE_MESSAGES)
    expect(core.filter((code) => feature.includes(code))).toEqual([])
    expect([...core, ...feature].sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort())
  })
})
