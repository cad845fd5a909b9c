import { act, cleanup, render, screen } from '@testing-library/react'
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
})
