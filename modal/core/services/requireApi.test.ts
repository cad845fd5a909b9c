import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/porticoError'
import type { BlockchainApiClient } from './blockchainApi/client'
import { requireApi } from './requireApi'

describe('requireApi', () => {
  it('default: answers the configured client', () => {
    const api = {} as BlockchainApiClient
    expect(requireApi({ api })).toBe(api)
  })

  it('behavior: without a Blockchain API endpoint a typed error is thrown, no request is made', () => {
    let caught: unknown
    try {
      requireApi({ api: undefined })
    } catch (error) {
      caught = error
    }
    expect(isPorticoError(caught, 'SOMETHING_WENT_WRONG')).toBe(true)
  })
})
