import { describe, expect, it } from 'vitest'
import { ONRAMP_WATCH_INTERVAL_MS } from './onrampPurchase'
import { payChainFor } from './onrampRules'
import { onrampStoreOf } from './onrampStore'
import { connectedOnrampPortico } from './testing'

const HISTORY = 'GET /v1/account/0x1111111111111111111111111111111111111111/history'

describe('OnrampStore', () => {
  it('default: currencies are filtered to the active network; card and bank limits in USD', async () => {
    const { portico } = await connectedOnrampPortico()
    const onramp = onrampStoreOf(portico)
    await onramp.load()
    expect(onramp.currencies.map((c) => c.symbol)).toEqual(['ETH'])
    expect(onramp.methods.map((m) => [m.id, m.min, m.max])).toEqual([
      ['CARD', '10.00', '7500.00'],
      ['ACH_BANK_ACCOUNT', '10.00', '25000.00'],
    ])
    expect(onramp.isFallback).toBe(false)
  })

  it('behavior: options down → the built-in list with card 10–7,500 and bank 10–25,000 in USD and EUR', async () => {
    const { portico } = await connectedOnrampPortico({ 'GET /v1/onramp/options': { status: 500 } })
    const onramp = onrampStoreOf(portico)
    await onramp.load()
    expect(onramp.isFallback).toBe(true)
    expect(onramp.currencies.map((c) => c.symbol)).toEqual(['ETH', 'USDC'])
    expect(onramp.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(onramp.methods.map((m) => [m.id, m.min, m.max])).toEqual([
      ['card', '10.00', '7500.00'],
      ['ach_bank_account', '10.00', '25000.00'],
    ])
  })

  it('behavior: the amount is checked against the method limits', async () => {
    const { portico } = await connectedOnrampPortico()
    const onramp = onrampStoreOf(portico)
    await onramp.load()
    onramp.setAmount('5')
    expect(onramp.problem).toBe('belowMin')
    onramp.setAmount('7500.01')
    expect(onramp.problem).toBe('aboveMax')
    onramp.selectMethod('ACH_BANK_ACCOUNT')
    expect(onramp.problem).toBeUndefined()
    onramp.setAmount('abc')
    expect(onramp.problem).toBe('notANumber')
    expect(onramp.canBuy).toBe(false)
    onramp.setAmount('0')
    expect(onramp.problem).toBe('notPositive')
    expect(onramp.canBuy).toBe(false)
  })

  it('behavior: a valid amount is quoted; a failed quote is a marked estimate carrying the amount', async () => {
    const ok = await connectedOnrampPortico()
    const onramp = onrampStoreOf(ok.portico)
    await onramp.load()
    onramp.setAmount('50')
    await onramp.fetchQuote()
    expect(onramp.quote?.purchaseAmount.amount).toBe('0.0156')
    expect(onramp.quote?.fallback).toBeUndefined()
    const failing = await connectedOnrampPortico({ 'POST /v1/onramp/quote': { status: 500 } })
    const other = onrampStoreOf(failing.portico)
    await other.load()
    other.setAmount('50')
    await other.fetchQuote()
    expect(other.quote?.fallback).toBe(true)
    expect(other.quote?.paymentTotal).toEqual({ amount: '50', currency: 'USD' })
  })

  it('behavior: Buy asks for the checkout URL, then watches the onramp history (no cache) until the deposit appears', async () => {
    let deposits: unknown[] = []
    const { portico, fetch, clock } = await connectedOnrampPortico({
      [HISTORY]: () => ({ json: { data: deposits } }),
    })
    const onramp = onrampStoreOf(portico)
    await onramp.load()
    onramp.setAmount('50')
    await onramp.buy()
    expect(onramp.purchase.phase).toBe('waiting')
    expect(onramp.purchase.checkoutUrl).toContain('/onramp/checkout')
    const body = fetch.callsTo('POST /v1/generators/onrampurl')[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({
      defaultNetwork: 'ethereum',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    const history = fetch.callsTo(HISTORY)
    expect(history[0]?.params.onramp).toBe('coinbase')
    expect(history[0]?.init?.cache).toBe('no-cache')
    deposits = [
      {
        id: 'tx1',
        metadata: { minedAt: '2026-01-01T00:00:00Z', operationType: 'receive' },
        transfers: [{ quantity: { numeric: '0.0156' } }],
      },
    ]
    clock.advance(ONRAMP_WATCH_INTERVAL_MS)
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    expect(onramp.purchase.phase).toBe('done')
    expect(onramp.purchase.deposit?.id).toBe('tx1')
  })

  it('behavior: an account gone before Buy fails with "CaipNetwork or CaipAddress is undefined" and asks for no checkout', async () => {
    const { portico, fetch } = await connectedOnrampPortico()
    const onramp = onrampStoreOf(portico)
    await onramp.load()
    onramp.setAmount('50')
    portico.chains.resetAccount('eip155')
    await onramp.buy()
    expect(onramp.purchase.phase).toBe('failed')
    expect(onramp.purchase.errorCode).toBe('CAIP_NETWORK_OR_ADDRESS_UNDEFINED')
    expect(fetch.callsTo('POST /v1/generators/onrampurl')).toEqual([])
  })

  it('parameters: pay chains map by chain id, with ethereum as the fallback', () => {
    expect(payChainFor({ id: 8453, chainNamespace: 'eip155' } as never)).toBe('base')
    expect(payChainFor({ id: 42220, chainNamespace: 'eip155' } as never)).toBe('celo')
    expect(payChainFor({ id: 31337, chainNamespace: 'eip155' } as never)).toBe('ethereum')
  })
})
