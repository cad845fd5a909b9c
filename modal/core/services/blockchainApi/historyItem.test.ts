import { describe, expect, it } from 'vitest'
import { parseHistoryItem } from './historyItem'

const metadata = {
  minedAt: '2026-11-02T10:00:00.000Z',
  chain: 'eip155:31337',
  operationType: 'send',
  status: 'confirmed',
  sentFrom: '0xa',
  sentTo: '0xb',
  hash: '0xh',
}

describe('parseHistoryItem', () => {
  it('default: reads the SPEC §3 fields of a transfer and an NFT transfer', () => {
    const item = parseHistoryItem({
      id: '0xh',
      metadata,
      transfers: [
        {
          fungible_info: { symbol: 'ETH', icon: { url: 'http://127.0.0.1/eth' } },
          direction: 'out',
          quantity: { numeric: '0.5' },
        },
        {
          nft_info: {
            name: 'Lab #1',
            content: { preview: { url: 'http://127.0.0.1/1.svg' } },
            flags: { is_spam: true },
          },
          quantity: { numeric: 1 },
        },
      ],
    })
    expect(item?.metadata).toEqual(metadata)
    const [fungible, nft] = item?.transfers ?? []
    expect(fungible).toEqual({
      fungible_info: { symbol: 'ETH', icon: { url: 'http://127.0.0.1/eth' } },
      direction: 'out',
      quantity: { numeric: '0.5' },
    })
    // A numeric quantity is read as the decimal string the views format.
    expect(nft?.quantity).toEqual({ numeric: '1' })
    expect(nft?.nft_info?.flags).toEqual({ is_spam: true })
  })

  it('parameters: no id, no date or no operation type drops the item; bad transfers are dropped', () => {
    expect(parseHistoryItem({ metadata })).toBeUndefined()
    expect(
      parseHistoryItem({ id: 'x', metadata: { ...metadata, minedAt: 'yesterday' } }),
    ).toBeUndefined()
    expect(
      parseHistoryItem({ id: 'x', metadata: { ...metadata, operationType: 7 } }),
    ).toBeUndefined()
    expect(parseHistoryItem({ id: 'x', metadata, transfers: [{}, 'junk'] })?.transfers).toEqual([])
    expect(parseHistoryItem('junk')).toBeUndefined()
  })
})
