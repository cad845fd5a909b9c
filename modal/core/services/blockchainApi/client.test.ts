import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../../errors/porticoError'
import { ApiHttpError } from '../http/apiError'
import { createTestClient, FIXTURES } from './testClient'

const ADDRESS = '0x1111111111111111111111111111111111111111'

describe('createBlockchainApiClient', () => {
  it('default: every call carries projectId, st and sv; no clientId when unset', async () => {
    const { api, fake } = createTestClient({ 'GET /v1/convert/tokens': { json: { tokens: [] } } })
    await api.fetchSwapTokens({ chainId: 'eip155:1' })
    for (const call of fake.calls) {
      expect(call.params).toMatchObject({ projectId: 'p1', st: 'portico', sv: 'html-core-0.1.0' })
      expect(call.params).not.toHaveProperty('clientId')
    }
    expect(fake.calls.map((c) => c.url.split('?')[0])).toEqual([
      'http://127.0.0.1:4100/v1/supported-chains',
      'http://127.0.0.1:4100/v1/convert/tokens',
    ])
  })

  it('parameters: clientId is added to every call when set', async () => {
    const { api, fake } = createTestClient(
      { 'GET /v1/convert/tokens': { json: { tokens: [] } } },
      { clientId: 'client-7' },
    )
    await api.fetchSwapTokens({ chainId: 'eip155:1' })
    expect(fake.calls.map((c) => c.params.clientId)).toEqual(['client-7', 'client-7'])
  })

  it('behavior: supported chains are read once and kept in memory for the instance', async () => {
    const { api, fake } = createTestClient({ 'GET /v1/convert/tokens': { json: { tokens: [] } } })
    expect(await api.getSupportedChains()).toEqual({ http: ['eip155:1', 'solana:5eykt4'], ws: [] })
    await api.fetchSwapTokens({ chainId: 'eip155:1' })
    await api.fetchSwapTokens({ chainId: 'eip155:1' })
    expect(fake.callsTo('GET /v1/supported-chains')).toHaveLength(1)
  })

  it('behavior: a failed supported-chains read is not kept; calls fail with its error meanwhile (issue 11 defect 5)', async () => {
    let fail = true
    const { api, fake } = createTestClient({
      'GET /v1/supported-chains': () =>
        fail ? { status: 500 } : { json: { http: ['eip155:1'], ws: [] } },
      'GET /v1/convert/tokens': { json: { tokens: [FIXTURES.swapToken] } },
    })
    const error = await api.fetchSwapTokens({ chainId: 'eip155:1' }).catch((e: unknown) => e)
    expect(isPorticoError(error, 'HTTP_STATUS')).toBe(true)
    fail = false
    expect((await api.fetchSwapTokens({ chainId: 'eip155:1' })).tokens).toHaveLength(1)
    expect(fake.callsTo('GET /v1/supported-chains')).toHaveLength(2)
  })

  it('behavior: an unsupported or missing active network gives empty defaults without a request', async () => {
    for (const active of ['eip155:999999', undefined]) {
      const { api, apiCalls } = createTestClient({}, { active })
      expect(await api.getBalance({ address: ADDRESS, chainId: 'eip155:1' })).toEqual({
        balances: [],
      })
      expect(await api.fetchTransactions({ account: ADDRESS })).toEqual({
        data: [],
        next: undefined,
      })
      expect(await api.fetchIdentity({ address: ADDRESS })).toEqual({ name: null, avatar: null })
      expect(
        await api.fetchSwapQuotes({
          amount: '1',
          userAddress: ADDRESS,
          from: 'a',
          to: 'b',
          gasPrice: '1',
        }),
      ).toEqual({ quotes: [] })
      expect(await api.fetchTokenPrice({ addresses: [] })).toEqual({ fungibles: [] })
      expect(await api.fetchSwapAllowance({ tokenAddress: 'a', userAddress: ADDRESS })).toEqual({
        allowance: '0',
      })
      expect(await api.fetchGasPrice({ chainId: 'eip155:1' })).toEqual({
        standard: '0',
        fast: '0',
        instant: '0',
      })
      expect(
        (
          await api.buildSwapTransaction({
            amount: '1',
            slippage: 1,
            from: 'a',
            to: 'b',
            userAddress: ADDRESS,
          })
        ).tx.data,
      ).toBe('0x')
      expect(
        (await api.buildApproveTransaction({ userAddress: ADDRESS, from: 'a', to: 'b' })).tx.data,
      ).toBe('0x')
      expect(await api.lookupName({ name: 'alice.portico.id' })).toBeUndefined()
      expect(await api.reverseLookupName({ address: ADDRESS })).toEqual([])
      expect(await api.getNameSuggestions({ name: 'alice', zone: 'portico.id' })).toEqual({
        suggestions: [],
      })
      expect(
        await api.registerName({
          coinType: 2147483649,
          address: ADDRESS,
          message: '{}',
          signature: '0x',
        }),
      ).toEqual({ success: false })
      expect(await api.generateOnrampUrl({ destinationWallets: [], partnerUserId: ADDRESS })).toBe(
        '',
      )
      expect(await api.getOnrampOptions()).toEqual({
        paymentCurrencies: [],
        purchaseCurrencies: [],
      })
      expect(
        await api.getOnrampQuote({
          purchaseCurrency: { id: 'ETH' },
          paymentCurrency: { id: 'USD' },
          amount: '1',
          network: 'ethereum',
        }),
      ).toBeNull()
      expect(await api.getSmartSessions({ address: ADDRESS })).toEqual([])
      expect(
        await api.revokeSmartSession({ address: ADDRESS, pci: 'p', signature: '0x' }),
      ).toBeUndefined()
      expect(await api.isNetworkSupported()).toBe(false)
      expect(apiCalls()).toEqual([])
    }
  })

  it('behavior: any non-2xx answer throws "HTTP status code: {n}"', async () => {
    for (const status of [400, 403, 404, 500, 503]) {
      const { api } = createTestClient({ 'GET /v1/convert/tokens': { status, json: {} } })
      const error = await api.fetchSwapTokens({ chainId: 'eip155:1' }).catch((e: unknown) => e)
      expect(isPorticoError(error, 'HTTP_STATUS')).toBe(true)
      expect((error as ApiHttpError).shortMessage).toBe(`HTTP status code: ${status}`)
      expect((error as ApiHttpError).status).toBe(status)
    }
  })

  it('behavior: the first reason description of an error body is kept for display', async () => {
    const { api } = createTestClient({
      'POST /v1/profile/account': {
        status: 400,
        json: { reasons: [{ description: 'Name is already taken' }, { description: 'other' }] },
      },
    })
    const error = await api
      .registerName({ coinType: 2147483649, address: ADDRESS, message: '{}', signature: '0x1' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiHttpError)
    expect((error as ApiHttpError).reason).toBe('Name is already taken')
  })

  it('behavior: clearCaches forgets cached balances', async () => {
    const { api, apiCalls } = createTestClient({
      'GET /v1/account/0x1111111111111111111111111111111111111111/balance': {
        json: { balances: [] },
      },
    })
    await api.getBalance({ address: ADDRESS, chainId: 'eip155:1' })
    api.clearCaches()
    await api.getBalance({ address: ADDRESS, chainId: 'eip155:1' })
    expect(apiCalls()).toHaveLength(2)
  })
})
