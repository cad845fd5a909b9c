import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE, formatMessage } from './catalogue'
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
})
