import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_ROUTES, recordEvents } from '../../core/events/testing/recordEvents'
import type { FakeRoute } from '../../core/services/testing/fakeFetch'
import { connectTestWallet, createTestPortico } from '../../ui/views/testing/createTestPortico'
import NftsTab from './NftsTab'

const HISTORY = 'GET /v1/account/0x1111111111111111111111111111111111111111/history'

const nftTransfer = (
  id: string,
  minedAt: string,
  name: string,
  direction: string,
  spam = false,
) => ({
  id,
  metadata: { minedAt, operationType: direction === 'in' ? 'mint' : 'send', status: 'confirmed' },
  transfers: [
    {
      nft_info: {
        name,
        content: {
          preview: { url: `http://127.0.0.1:4100/v1/nft-image/${encodeURIComponent(name)}` },
        },
        flags: { is_spam: spam },
      },
      direction,
      quantity: { numeric: '1' },
    },
  ],
})

async function setup(history: FakeRoute) {
  const test = createTestPortico({
    routes: {
      'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
      [HISTORY]: history,
      ...ANALYTICS_ROUTES,
    },
  })
  await connectTestWallet(test)
  const events = recordEvents(test)
  render(<NftsTab portico={test.portico} />)
  await act(async () => {})
  return { ...test, events }
}

describe('NftsTab', () => {
  afterEach(cleanup)

  it('default: a grid of held NFTs with previews and names; spam and NFTs sent away are hidden', async () => {
    await setup((call) =>
      call.params.cursor === 'p2'
        ? { json: { data: [nftTransfer('a', '2026-10-01T00:00:00Z', 'Lab #1', 'in')] } }
        : {
            json: {
              data: [
                nftTransfer('b', '2026-11-02T00:00:00Z', 'Lab #2', 'in'),
                nftTransfer('c', '2026-11-01T00:00:00Z', 'Free Airdrop', 'in', true),
                nftTransfer('d', '2026-10-05T00:00:00Z', 'Lab #3', 'in'),
                nftTransfer('e', '2026-10-06T00:00:00Z', 'Lab #3', 'out'),
              ],
              next: 'p2',
            },
          },
    )
    const grid = screen.getByRole('list', { name: 'NFTs' })
    expect([...grid.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Lab #2',
      'Lab #1',
    ])
    expect(screen.getByRole('img', { name: 'Preview of Lab #2' }).getAttribute('src')).toBe(
      'http://127.0.0.1:4100/v1/nft-image/Lab%20%232',
    )
    expect(screen.queryByText('Free Airdrop')).toBeNull()
  })

  it('parameters: loading, empty and failed are told apart; a failure emits ERROR_FETCH_TRANSACTIONS', async () => {
    await setup('hang')
    expect(screen.getByRole('status').textContent).toBe('Loading NFTs')
    cleanup()
    await setup({ json: { data: [] } })
    expect(screen.getByRole('region', { name: 'No NFTs yet' })).toBeTruthy()
    cleanup()
    const failed = await setup({ status: 500, json: {} })
    expect(screen.getByRole('region', { name: 'Failed to fetch transactions' })).toBeTruthy()
    expect(failed.events.fed()).toEqual(['ERROR_FETCH_TRANSACTIONS'])
    await act(async () => {})
    // Analytics sends after the next paint (see reportAnalytics).
    await vi.waitFor(() => expect(failed.events.missingFromAnalytics()).toEqual([]))
  })
})
