import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { FakeRoute } from '../../../core/services/testing/fakeFetch'
import { connectTestWallet, createTestPortico } from '../testing/createTestPortico'
import { Account } from './Account'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const BALANCE = `GET /v1/account/${ADDRESS}/balance`
const token = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
}

async function setup(routes: Record<string, FakeRoute>) {
  const test = createTestPortico({ routes })
  await connectTestWallet(test)
  // A name the visitor already saw (an earlier identity read): a failure must not wipe it.
  test.portico.chains.setAccount('eip155', { profileName: 'alice.eth' })
  test.portico.modal.open()
  render(<Account portico={test.portico} services={test.services} />)
  await act(async () => {})
  return test
}

const FAILURES: Record<string, FakeRoute> = {
  500: { status: 500, json: {} },
  403: { status: 403, json: {} },
  dropped: { networkError: true },
}

describe('TokenList: errors are never empty states (issue 11 defect 5)', () => {
  afterEach(cleanup)

  for (const [name, failure] of Object.entries(FAILURES)) {
    it(`behavior: supported-chains ${name} shows "Token Balance Unavailable", not "No tokens yet", and keeps the name`, async () => {
      await setup({
        'GET /v1/supported-chains': failure,
        [BALANCE]: { json: { balances: [token] } },
      })
      expect(await screen.findByRole('region', { name: 'Token Balance Unavailable' })).toBeTruthy()
      expect(screen.queryByRole('region', { name: 'No tokens yet' })).toBeNull()
      expect(screen.getByRole('heading', { name: 'alice.eth' })).toBeTruthy()
    })
  }

  it('behavior: a balance 500 shows the failure with when a retry is allowed; after 30 s retry works', async () => {
    const routes: Record<string, FakeRoute> = {
      'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
      [BALANCE]: { status: 500, json: {} },
    }
    const test = await setup(routes)
    await screen.findByRole('region', { name: 'Token Balance Unavailable' })
    expect(screen.queryByRole('region', { name: 'No tokens yet' })).toBeNull()
    routes[BALANCE] = { json: { balances: [token] } }
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await act(async () => {})
    const region = await screen.findByRole('region', { name: 'Token Balance Unavailable' })
    expect(region.textContent).toContain('Please try again after 30 seconds')
    act(() => test.clock.advance(30_000))
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByRole('list', { name: 'Tokens' })).textContent).toContain('USD Coin')
  })
})
