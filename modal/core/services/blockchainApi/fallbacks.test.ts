import { describe, expect, it } from 'vitest'
import { isPorticoError, type PorticoError } from '../../errors/porticoError'
import { MOCK_ONRAMP_QUOTE_ID } from './onrampQuote'
import { createTestClient } from './testClient'

describe('Blockchain API fallbacks and failures', () => {
  it('behavior: onramp options fall back to the built-in list on failure (SPEC §9 limits)', async () => {
    for (const reply of [{ status: 500 }, { networkError: true as const }, { text: 'not json' }]) {
      const t = createTestClient({ 'GET /v1/onramp/options': reply })
      const options = await t.api.getOnrampOptions()
      expect(options.fallback).toBe(true)
      expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
      for (const currency of options.paymentCurrencies) {
        expect(currency.payment_method_limits).toEqual([
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ])
      }
      expect(options.purchaseCurrencies.length).toBeGreaterThan(0)
    }
  })

  it('behavior: an onramp quote failure returns a mock quote carrying the input amount', async () => {
    const t = createTestClient({ 'POST /v1/onramp/quote': { status: 502 } })
    const quote = await t.api.getOnrampQuote({
      purchaseCurrency: { id: 'ETH' },
      paymentCurrency: { id: 'EUR' },
      amount: '250',
      network: 'ethereum',
    })
    const money = { amount: '250', currency: 'EUR' }
    expect(quote).toEqual({
      coinbaseFee: money,
      networkFee: money,
      paymentSubtotal: money,
      paymentTotal: money,
      purchaseAmount: money,
      quoteId: MOCK_ONRAMP_QUOTE_ID,
      fallback: true,
    })
  })

  it('behavior: a call that does not answer in time fails with "Something went wrong"', async () => {
    const t = createTestClient({ 'GET /v1/convert/tokens': 'hang' })
    const pending = t.api.fetchSwapTokens({ chainId: 'eip155:1' }).catch((e: unknown) => e)
    await new Promise((resolve) => setImmediate(resolve))
    t.clock.advance(30_000)
    const error = (await pending) as PorticoError
    expect(isPorticoError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
    expect(error.details).toContain('timed out after 30000 ms')
  })

  it('behavior: an aborted call fails with "Something went wrong" caused by "Request was aborted"', async () => {
    const t = createTestClient({ 'GET /v1/account/0xabc/history': 'hang' })
    const controller = new AbortController()
    const pending = t.api
      .fetchTransactions({ account: '0xabc', signal: controller.signal })
      .catch((e: unknown) => e)
    await new Promise((resolve) => setImmediate(resolve))
    expect(t.apiCalls()).toHaveLength(1)
    controller.abort()
    const error = (await pending) as PorticoError
    expect(isPorticoError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
    expect(isPorticoError(error.cause, 'REQUEST_ABORTED')).toBe(true)
    expect((error.cause as PorticoError).shortMessage).toBe('Request was aborted')
  })

  it('behavior: a network failure fails with "Something went wrong"', async () => {
    const t = createTestClient({ 'GET /v1/convert/tokens': { networkError: true } })
    const error = await t.api.fetchSwapTokens({ chainId: 'eip155:1' }).catch((e: unknown) => e)
    expect(isPorticoError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
  })
})
