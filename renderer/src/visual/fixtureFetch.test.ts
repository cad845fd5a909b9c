import { describe, expect, it } from 'vitest'
import { quietPeriod } from '../../../scenarios/runner/waits'
import { createFixtureFetch, VISUAL_API, VISUAL_RPC, VISUAL_WALLET_API } from './fixtureFetch'
import { VISUAL_NATIVE_WEI } from './fixtures/account'
import { LISTING_SIZE, walletPage } from './fixtures/wallets'

describe('createFixtureFetch', () => {
  it('default: answers the balance route from the fixtures', async () => {
    const fetch = createFixtureFetch({}, [])
    const body = await (await fetch(`${VISUAL_API}/v1/account/0xabc/balance?currency=usd`)).json()
    expect(body.balances.map((t: { symbol: string }) => t.symbol)).toEqual([
      'ETH',
      'USDC',
      'DAI',
      'WBTC',
      'LINK',
    ])
  })

  it('parameters: a group set to empty or fail answers an empty list or a 500', async () => {
    const fetch = createFixtureFetch({ wallets: 'empty', history: 'fail' }, [])
    expect(await (await fetch(`${VISUAL_WALLET_API}/getWallets?page=1`)).json()).toEqual({
      data: [],
      count: 0,
    })
    expect((await fetch(`${VISUAL_API}/v1/account/0xabc/history`)).status).toBe(500)
  })

  it('behavior: a hanging group never answers, so a loading state holds still', async () => {
    const fetch = createFixtureFetch({ balance: 'hang' }, [])
    let answered = false
    void fetch(`${VISUAL_API}/v1/account/0xabc/balance`).then(() => {
      answered = true
    })
    await quietPeriod(20, 'a hanging group never answers its request')
    expect(answered).toBe(false)
  })

  it('behavior: an unknown route answers 404 and is recorded for the spec to fail on', async () => {
    const unhandled: string[] = []
    const fetch = createFixtureFetch({}, unhandled)
    expect((await fetch(`${VISUAL_API}/v1/unknown`)).status).toBe(404)
    expect(unhandled).toEqual(['GET /api/v1/unknown'])
  })

  it('behavior: the node answers eth_getBalance with the fixed balance', async () => {
    const fetch = createFixtureFetch({}, [])
    const answer = await fetch(VISUAL_RPC, {
      method: 'POST',
      body: JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'eth_getBalance' }),
    })
    expect(await answer.json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: `0x${VISUAL_NATIVE_WEI.toString(16)}`,
    })
  })
})

describe('walletPage', () => {
  it('default: pages the 2,005-wallet listing with fixed names', () => {
    const first = walletPage(new URLSearchParams('page=1&entries=40'))
    expect(first.count).toBe(LISTING_SIZE)
    expect(first.data).toHaveLength(40)
    expect(first.data[0]?.name).toBe('Alpha Wallet')
    expect(walletPage(new URLSearchParams('page=51&entries=40')).data).toHaveLength(5)
  })

  it('parameters: search filters by name', () => {
    const found = walletPage(new URLSearchParams('search=quartz&entries=100'))
    expect(found.data.every((w) => w.name.toLowerCase().includes('quartz'))).toBe(true)
    expect(found.count).toBeGreaterThan(0)
  })
})
