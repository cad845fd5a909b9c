import { describe, expect, it } from 'vitest'
import { createTestClient, FIXTURES } from './testClient'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const common = { projectId: 'p1', st: 'portico', sv: 'html-core-0.1.0' }

/** The single non-supported-chains call a client made. */
function onlyCall(apiCalls: () => ReturnType<ReturnType<typeof createTestClient>['apiCalls']>) {
  const calls = apiCalls()
  expect(calls).toHaveLength(1)
  return calls[0]!
}

const HISTORY_ITEM = {
  id: 't1',
  metadata: { minedAt: '2026-01-02T00:00:00Z', operationType: 'send', status: 'confirmed' },
  transfers: [],
}

describe('Blockchain API calls (SPEC §7 table)', () => {
  it('behavior: GET /v1/identity/{address} with sender → name, avatar', async () => {
    const t = createTestClient({
      [`GET /v1/identity/${ADDRESS}`]: { json: { name: 'alice.eth', avatar: 'https://a/1.png' } },
    })
    expect(await t.api.fetchIdentity({ address: ADDRESS, sender: '0xsender' })).toEqual({
      name: 'alice.eth',
      avatar: 'https://a/1.png',
    })
    expect(onlyCall(t.apiCalls).params).toEqual({ ...common, sender: '0xsender' })
  })

  it('behavior: GET /v1/account/{account}/history with cursor, onramp, chainId → data, next', async () => {
    const t = createTestClient({
      [`GET /v1/account/${ADDRESS}/history`]: {
        json: { data: [HISTORY_ITEM, { id: 'broken' }], next: 'c2' },
      },
    })
    const page = await t.api.fetchTransactions({
      account: ADDRESS,
      cursor: 'c1',
      chainId: 'eip155:1',
    })
    // The unreadable item is dropped where it enters.
    expect(page.data.map((item) => item.id)).toEqual(['t1'])
    expect(page.next).toBe('c2')
    const call = onlyCall(t.apiCalls)
    expect(call.params).toEqual({ ...common, cursor: 'c1', chainId: 'eip155:1' })
    expect(call.init?.cache).toBeUndefined()
  })

  it('parameters: history for the onramp provider bypasses the HTTP cache', async () => {
    const t = createTestClient({ [`GET /v1/account/${ADDRESS}/history`]: { json: { data: [] } } })
    expect(await t.api.fetchTransactions({ account: ADDRESS, onramp: 'coinbase' })).toEqual({
      data: [],
      next: undefined,
    })
    const call = onlyCall(t.apiCalls)
    expect(call.params.onramp).toBe('coinbase')
    expect(call.init?.cache).toBe('no-cache')
  })

  it('behavior: GET /v1/convert/quotes with amount, userAddress, from, to, gasPrice → quotes', async () => {
    const t = createTestClient({
      'GET /v1/convert/quotes': { json: { quotes: [{ toAmount: '42' }] } },
    })
    const params = {
      amount: '100',
      userAddress: ADDRESS,
      from: 'eip155:1:0xa',
      to: 'eip155:1:0xb',
      gasPrice: '7',
    }
    expect(await t.api.fetchSwapQuotes(params)).toEqual({ quotes: [{ toAmount: '42' }] })
    expect(onlyCall(t.apiCalls).params).toEqual({ ...common, ...params })
  })

  it('behavior: GET /v1/convert/tokens with chainId → tokens', async () => {
    const t = createTestClient({
      'GET /v1/convert/tokens': { json: { tokens: [FIXTURES.swapToken] } },
    })
    expect(await t.api.fetchSwapTokens({ chainId: 'eip155:1' })).toEqual({
      tokens: [FIXTURES.swapToken],
    })
    expect(onlyCall(t.apiCalls).params).toEqual({ ...common, chainId: 'eip155:1' })
  })

  it('behavior: POST /v1/fungible/price with body currency usd, addresses, projectId → fungibles', async () => {
    const t = createTestClient({
      'POST /v1/fungible/price': { json: { fungibles: [FIXTURES.tokenPrice] } },
    })
    const result = await t.api.fetchTokenPrice({ addresses: ['eip155:1:0xeeee'] })
    expect(result.fungibles).toEqual([FIXTURES.tokenPrice])
    const call = onlyCall(t.apiCalls)
    expect(call.method).toBe('POST')
    expect(call.body).toEqual({ currency: 'usd', addresses: ['eip155:1:0xeeee'], projectId: 'p1' })
    expect(call.init?.headers).toEqual({ 'Content-Type': 'application/json' })
  })

  it('behavior: GET /v1/convert/allowance with tokenAddress, userAddress → allowance', async () => {
    const t = createTestClient({ 'GET /v1/convert/allowance': { json: { allowance: '1000' } } })
    expect(await t.api.fetchSwapAllowance({ tokenAddress: '0xt', userAddress: ADDRESS })).toEqual({
      allowance: '1000',
    })
    expect(onlyCall(t.apiCalls).params).toEqual({
      ...common,
      tokenAddress: '0xt',
      userAddress: ADDRESS,
    })
  })

  it('behavior: GET /v1/convert/gas-price with chainId → standard, fast, instant', async () => {
    const t = createTestClient({
      'GET /v1/convert/gas-price': { json: { standard: '10', fast: 12, instant: '15' } },
    })
    expect(await t.api.fetchGasPrice({ chainId: 'eip155:1' })).toEqual({
      standard: '10',
      fast: '12',
      instant: '15',
    })
    expect(onlyCall(t.apiCalls).params).toEqual({ ...common, chainId: 'eip155:1' })
  })

  it('behavior: POST /v1/convert/build-transaction with amount, eip155 slippage, projectId, from, to, userAddress → tx', async () => {
    const t = createTestClient({
      'POST /v1/convert/build-transaction': {
        json: {
          tx: { data: '0xdd', to: '0xto', value: '5', eip155: { gas: '21000', gasPrice: '9' } },
        },
      },
    })
    const { tx } = await t.api.buildSwapTransaction({
      amount: '100',
      slippage: 1,
      from: 'f',
      to: 't',
      userAddress: ADDRESS,
    })
    expect(tx).toEqual({
      data: '0xdd',
      to: '0xto',
      value: '5',
      eip155: { gas: '21000', gasPrice: '9' },
    })
    expect(onlyCall(t.apiCalls).body).toEqual({
      amount: '100',
      eip155: { slippage: 1 },
      projectId: 'p1',
      from: 'f',
      to: 't',
      userAddress: ADDRESS,
    })
  })

  it('behavior: GET /v1/convert/build-approve with userAddress, from, to → tx', async () => {
    const t = createTestClient({
      'GET /v1/convert/build-approve': {
        json: {
          tx: { to: '0xt', from: '0xf', data: '0xd', value: '0', eip155: { gasPrice: '3' } },
        },
      },
    })
    const { tx } = await t.api.buildApproveTransaction({ userAddress: ADDRESS, from: 'f', to: 't' })
    expect(tx).toEqual({
      to: '0xt',
      from: '0xf',
      data: '0xd',
      value: '0',
      eip155: { gasPrice: '3' },
    })
    expect(onlyCall(t.apiCalls).params).toEqual({
      ...common,
      userAddress: ADDRESS,
      from: 'f',
      to: 't',
    })
  })

  it('behavior: GET /v1/account/{address}/balance with currency usd, chainId, forceUpdate → balances', async () => {
    const balances = [FIXTURES.balance]
    const t = createTestClient({ [`GET /v1/account/${ADDRESS}/balance`]: { json: { balances } } })
    expect(
      await t.api.getBalance({ address: ADDRESS, chainId: 'eip155:1', forceUpdate: true }),
    ).toEqual({
      balances,
    })
    expect(onlyCall(t.apiCalls).params).toEqual({
      ...common,
      currency: 'usd',
      chainId: 'eip155:1',
      forceUpdate: 'true',
    })
  })

  it('behavior: GET /v1/profile/account/{name} with apiVersion 2 → addresses, attributes', async () => {
    const profile = {
      name: 'alice.portico.id',
      addresses: { '60': { address: ADDRESS } },
      attributes: [],
    }
    const t = createTestClient({ 'GET /v1/profile/account/alice.portico.id': { json: profile } })
    expect(await t.api.lookupName({ name: 'alice.portico.id' })).toEqual(profile)
    expect(onlyCall(t.apiCalls).params).toEqual({ ...common, apiVersion: '2' })
  })

  it('behavior: GET /v1/profile/reverse/{address} with sender, apiVersion 2 → names', async () => {
    const t = createTestClient({
      [`GET /v1/profile/reverse/${ADDRESS}`]: { json: [FIXTURES.nameProfile] },
    })
    expect(await t.api.reverseLookupName({ address: ADDRESS, sender: ADDRESS })).toEqual([
      FIXTURES.nameProfile,
    ])
    expect(onlyCall(t.apiCalls).params).toEqual({ ...common, sender: ADDRESS, apiVersion: '2' })
  })

  it('behavior: GET /v1/profile/suggestions/{name} with zone → suggestions', async () => {
    const t = createTestClient({
      'GET /v1/profile/suggestions/alice': {
        json: { suggestions: [{ name: 'alice1', registered: false }] },
      },
    })
    expect(await t.api.getNameSuggestions({ name: 'alice', zone: 'portico.id' })).toEqual({
      suggestions: [{ name: 'alice1', registered: false }],
    })
    expect(onlyCall(t.apiCalls).params).toEqual({ ...common, zone: 'portico.id' })
  })

  it('behavior: POST /v1/profile/account with coin_type, address, message, signature → success', async () => {
    const t = createTestClient({ 'POST /v1/profile/account': { json: { success: true } } })
    const params = {
      coinType: 2147483649,
      address: ADDRESS,
      message: '{"name":"a"}',
      signature: '0xs',
    }
    expect(await t.api.registerName(params)).toEqual({ success: true })
    expect(onlyCall(t.apiCalls).body).toEqual({
      coin_type: 2147483649,
      address: ADDRESS,
      message: '{"name":"a"}',
      signature: '0xs',
    })
  })

  it('behavior: POST /v1/generators/onrampurl with projectId and the buy body → url', async () => {
    const t = createTestClient({
      'POST /v1/generators/onrampurl': { json: { url: 'https://pay.example/x' } },
    })
    const url = await t.api.generateOnrampUrl({
      destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: ADDRESS,
      purchaseAmount: 0.5,
      paymentAmount: 100,
    })
    expect(url).toBe('https://pay.example/x')
    const call = onlyCall(t.apiCalls)
    expect(call.params.projectId).toBe('p1')
    expect(call.body).toEqual({
      destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: ADDRESS,
      defaultExperience: 'buy',
      presetCryptoAmount: 0.5,
      presetFiatAmount: 100,
    })
  })

  it('behavior: GET /v1/onramp/options → paymentCurrencies, purchaseCurrencies', async () => {
    const options = {
      paymentCurrencies: [{ id: 'USD', payment_method_limits: [] }],
      purchaseCurrencies: [],
    }
    const t = createTestClient({ 'GET /v1/onramp/options': { json: options } })
    expect(await t.api.getOnrampOptions()).toEqual(options)
    expect(onlyCall(t.apiCalls).params).toEqual(common)
  })

  it('behavior: POST /v1/onramp/quote with projectId and purchaseCurrency, paymentCurrency, amount, network → quote', async () => {
    const quote = { coinbaseFee: { amount: '1', currency: 'USD' }, quoteId: 'q1' }
    const t = createTestClient({ 'POST /v1/onramp/quote': { json: quote } })
    const params = {
      purchaseCurrency: { id: 'ETH' },
      paymentCurrency: { id: 'USD' },
      amount: '100',
      network: 'ethereum',
    }
    expect(await t.api.getOnrampQuote(params)).toEqual(quote)
    const call = onlyCall(t.apiCalls)
    expect(call.params.projectId).toBe('p1')
    expect(call.body).toEqual(params)
  })

  it('behavior: GET /v1/sessions/{address} → smart sessions', async () => {
    const caip = `eip155:1:${ADDRESS}`
    const t = createTestClient({ [`GET /v1/sessions/${caip}`]: { json: { pcis: [{ pci: 'a' }] } } })
    expect(await t.api.getSmartSessions({ address: caip })).toEqual([{ pci: 'a' }])
    expect(onlyCall(t.apiCalls).url).toContain(`/v1/sessions/${caip}?`)
  })

  it('behavior: POST /v1/sessions/{address}/revoke with projectId and pci, signature', async () => {
    const t = createTestClient({ [`POST /v1/sessions/${ADDRESS}/revoke`]: { status: 204 } })
    await t.api.revokeSmartSession({ address: ADDRESS, pci: 'pci-1', signature: '0xsig' })
    const call = onlyCall(t.apiCalls)
    expect(call.params.projectId).toBe('p1')
    expect(call.body).toEqual({ pci: 'pci-1', signature: '0xsig' })
  })
})
