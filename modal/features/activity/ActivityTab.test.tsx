import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordEvents } from '../../core/events/testing/recordEvents'
import type { FakeRoute } from '../../core/services/testing/fakeFetch'
import { network } from '../../core/stores/testing/fixtures'
import { connectTestWallet, createTestPortico } from '../../ui/views/testing/createTestPortico'
import ActivityTab from './ActivityTab'
import { activityCss } from './activity.css'

const HISTORY = 'GET /v1/account/0x1111111111111111111111111111111111111111/history'
const HASH = `0x${'ab'.repeat(32)}`

const item = (
  id: string,
  minedAt: string,
  operationType: string,
  transfer: object,
  status = 'confirmed',
) => ({
  id,
  metadata: {
    minedAt,
    operationType,
    status,
    chain: 'eip155:1',
    sentFrom: '0xaaaa00000000000000000000000000000000bbbb',
    sentTo: '0xcccc00000000000000000000000000000000dddd',
    hash: id,
  },
  transfers: [transfer],
})
const eth = (numeric: string, direction: string) => ({
  fungible_info: { symbol: 'ETH', icon: { url: 'http://127.0.0.1:4100/v1/token-image/ETH' } },
  direction,
  quantity: { numeric },
})

async function setup(history: FakeRoute, analytics = true) {
  const test = createTestPortico({
    networks: [
      network('eip155', 1, {
        name: 'Ethereum',
        blockExplorers: { default: { name: 'X', url: 'https://explorer.test' } },
      }),
    ],
    routes: {
      'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
      [HISTORY]: history,
      ...(analytics
        ? {
            'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: true } },
            'POST /e': { status: 200 },
          }
        : {}),
    },
  })
  await connectTestWallet(test)
  const events = recordEvents(test)
  render(<ActivityTab portico={test.portico} />)
  await act(async () => {})
  return { ...test, events }
}

describe('ActivityTab', () => {
  afterEach(cleanup)

  it('default: items grouped by month, newest first, signed 3-decimal amounts, status and explorer link', async () => {
    await setup({
      json: {
        data: [
          item('0x01', '2026-10-03T10:00:00Z', 'receive', eth('1.23456', 'in')),
          item(HASH, '2026-11-02T10:00:00Z', 'send', eth('0.5', 'out')),
          item('0x02', '2026-11-01T10:00:00Z', 'burn', eth('2', 'out'), 'failed'),
        ],
      },
    })
    const list = screen.getByRole('region', { name: 'Activity' })
    const months = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent)
    expect(months).toEqual(['November 2026', 'October 2026'])
    const november = within(list).getByRole('region', { name: 'November 2026' })
    expect(november.textContent).toContain('−0.5 ETH')
    expect(november.textContent).toContain('−2 ETH')
    expect(november.textContent).toContain('Failed')
    const october = within(list).getByRole('region', { name: 'October 2026' })
    expect(october.textContent).toContain('+1.235 ETH')
    expect(october.textContent).toContain('Received')
    const link = screen.getByRole('link', {
      name: 'View transaction 0xabab…abab on the block explorer',
    })
    expect(link.getAttribute('href')).toBe(`https://explorer.test/tx/${HASH}`)
  })

  it('behavior: each item says when it happened: relative within a week, else a date (Intl, UTC)', async () => {
    const test = await setup({
      json: {
        data: [
          item('0x01', '2026-10-03T10:00:00Z', 'receive', eth('1', 'in')),
          item('0x02', '2026-11-02T10:00:00Z', 'send', eth('1', 'out')),
        ],
      },
    })
    const times = () => [...document.querySelectorAll('time')].map((time) => time.textContent)
    expect(times()).toEqual(['Nov 2, 2026', 'Oct 3, 2026'])
    cleanup()
    act(() => test.clock.advanceTo(Date.parse('2026-11-02T13:00:00Z')))
    render(<ActivityTab portico={test.portico} />)
    await act(async () => {})
    expect(times()).toEqual(['3 hours ago', 'Oct 3, 2026'])
  })

  it('behavior: the next page is fetched with the cursor when the visitor asks for more', async () => {
    const test = await setup((call) =>
      call.params.cursor === 'c2'
        ? { json: { data: [item('0x03', '2026-09-01T00:00:00Z', 'receive', eth('3', 'in'))] } }
        : {
            json: {
              data: [item('0x04', '2026-11-01T00:00:00Z', 'send', eth('1', 'out'))],
              next: 'c2',
            },
          },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(screen.getByRole('region', { name: 'September 2026' })).toBeTruthy()
    expect(test.fetch.callsTo(HISTORY).map((c) => c.params.cursor)).toEqual([undefined, 'c2'])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('behavior: an NFT the API flags as spam is left out of Activity as NFTs leaves it out (issue 36 item 16)', async () => {
    const nft = (name: string, direction: string, spam: boolean) => ({
      nft_info: {
        name,
        content: { preview: { url: `http://127.0.0.1:4100/nft/${name}.png` } },
        flags: { is_spam: spam },
      },
      direction,
      quantity: { numeric: '1' },
    })
    await setup({
      json: {
        data: [
          item('0x05', '2026-11-03T00:00:00Z', 'receive', nft('Free Airdrop', 'in', true)),
          // The same NFT again, unflagged on this transfer: still the spam NFT.
          item('0x06', '2026-11-02T00:00:00Z', 'send', nft('Free Airdrop', 'out', false)),
          item('0x07', '2026-11-01T00:00:00Z', 'receive', nft('Portico Lab #2', 'in', false)),
        ],
      },
    })
    const list = screen.getByRole('region', { name: 'Activity' })
    expect(within(list).queryByText(/Free Airdrop/)).toBeNull()
    expect(within(list).getByText('+Portico Lab #2')).toBeTruthy()
    expect(list.querySelectorAll('.portico-activity__item')).toHaveLength(1)
  })

  it('behavior: the list does not scroll by itself (the tab area around it does: one scroll container)', async () => {
    const style = document.createElement('style')
    style.textContent = activityCss
    document.head.append(style)
    await setup({ json: { data: [item('0x04', '2026-11-01T00:00:00Z', 'send', eth('1', 'out'))] } })
    const list = document.querySelector('.portico-activity') as HTMLElement
    expect(['', 'visible']).toContain(getComputedStyle(list).overflowY)
    expect(['', 'none']).toContain(getComputedStyle(list).maxHeight)
    style.remove()
  })

  it('behavior: opening the tab again fetches afresh and keeps the list meanwhile, so a new send appears', async () => {
    const data = [item('0x05', '2026-11-01T00:00:00Z', 'receive', eth('1', 'in'))]
    const test = await setup(() => ({ json: { data } }))
    cleanup()
    data.unshift(item('0x06', '2026-11-03T00:00:00Z', 'send', eth('0.5', 'out')))
    render(<ActivityTab portico={test.portico} />)
    expect(screen.getByRole('region', { name: 'November 2026' }).textContent).not.toContain(
      '−0.5 ETH',
    )
    await act(async () => {})
    expect(screen.getByRole('region', { name: 'November 2026' }).textContent).toContain('−0.5 ETH')
  })

  it('parameters: an empty history says so; a 500 says "Failed to fetch transactions" and records it', async () => {
    await setup({ json: { data: [] } })
    expect(screen.getByRole('region', { name: 'No activity yet' })).toBeTruthy()
    cleanup()
    const test = await setup({ status: 500, json: {} })
    expect(screen.getByRole('region', { name: 'Failed to fetch transactions' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    await act(async () => {})
    expect(test.events.fed()).toEqual(['ERROR_FETCH_TRANSACTIONS'])
    expect(test.events.all()[0]?.data.properties).toMatchObject({ network: 'eip155:1' })
    await act(async () => {})
    // Analytics sends after the next paint (see reportAnalytics).
    await vi.waitFor(() => expect(test.events.missingFromAnalytics()).toEqual([]))
  })

  it('parameters: while the first page loads, skeleton items show and one status says so', async () => {
    await setup('hang')
    expect(screen.getByRole('status').textContent).toBe('Loading activity')
  })
})
