import { describe, expect, it } from 'vitest'
import { groupTransactionsByMonth, transferSign } from './transactionHistory'

const item = (id: string, minedAt: string) => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: '0xa',
    sentTo: '0xb',
  },
})

describe('transaction history (SPEC §3)', () => {
  it('behavior: items are grouped by year and month, newest first', () => {
    const groups = groupTransactionsByMonth([
      item('a', '2024-03-05T10:00:00Z'),
      item('b', '2025-01-02T00:00:00Z'),
      item('c', '2024-03-20T10:00:00Z'),
      item('d', '2023-12-31T23:59:59Z'),
    ])
    expect(groups.map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2025, 0, ['b']],
      [2024, 2, ['c', 'a']],
      [2023, 11, ['d']],
    ])
  })

  it('parameters: items without a readable date are left out', () => {
    expect(groupTransactionsByMonth([item('x', 'yesterday'), { metadata: {} }] as never)).toEqual(
      [],
    )
  })

  it('behavior: receive, deposit, borrow and claim show a plus sign', () => {
    for (const type of ['receive', 'deposit', 'borrow', 'claim'])
      expect(transferSign(type)).toBe('+')
  })

  it('behavior: withdraw, repay and burn show a minus sign', () => {
    for (const type of ['withdraw', 'repay', 'burn']) expect(transferSign(type)).toBe('-')
  })

  it('default: other operation types show no sign', () => {
    for (const type of ['send', 'trade', 'mint', 'approve', '', 42])
      expect(transferSign(type)).toBe('')
  })
})
