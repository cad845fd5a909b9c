import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet, createTestPortico } from '../testing/createTestPortico'
import { TokenList } from './TokenList'

const BALANCE = 'GET /v1/account/0x1111111111111111111111111111111111111111/balance'

describe('TokenList', () => {
  afterEach(cleanup)

  it('behavior: a failed balance read says "Token Balance Unavailable", never "No tokens yet"; a refused retry says when', async () => {
    const test = createTestPortico({
      routes: {
        'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
        [BALANCE]: { status: 500, json: {} },
      },
    })
    await connectTestWallet(test)
    await test.portico.balances.fetchTokenBalances()
    const chain = test.portico.chains.activeChain!
    render(<TokenList portico={test.portico} services={test.services} chain={chain} />)
    expect(screen.getByRole('region', { name: 'Token Balance Unavailable' })).toBeTruthy()
    expect(screen.queryByText('No tokens yet')).toBeNull()
    test.clock.advance(10_000)
    await act(() => test.portico.balances.fetchTokenBalances())
    expect(screen.getByText('You can try again in 20 s.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(test.fetch.callsTo(BALANCE)).toHaveLength(1)
    // The wait counts down on the clock, and "Try again" comes back when it ends: nothing
    // else re-renders the list, so a wait read once would hold the visitor there for good.
    act(() => test.clock.advance(5_000))
    expect(screen.getByText('You can try again in 15 s.')).toBeTruthy()
    act(() => test.clock.advance(15_000))
    expect(screen.queryByText(/You can try again in/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(test.fetch.callsTo(BALANCE)).toHaveLength(2)
  })

  it('behavior: an unreadable supported-chains list is a failure too, not an empty list', async () => {
    const test = createTestPortico({
      routes: { 'GET /v1/supported-chains': { status: 500, json: {} } },
    })
    await connectTestWallet(test)
    await test.portico.balances.fetchTokenBalances()
    const chain = test.portico.chains.activeChain!
    render(<TokenList portico={test.portico} services={test.services} chain={chain} />)
    expect(screen.getByRole('region', { name: 'Token Balance Unavailable' })).toBeTruthy()
    expect(screen.queryByText('No tokens yet')).toBeNull()
    expect(test.fetch.callsTo(BALANCE)).toHaveLength(0)
  })
})
