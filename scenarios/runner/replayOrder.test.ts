import { describe, expect, it } from 'vitest'
import { replayOrder } from './replayOrder'

const ids = ['a', 'b', 'c', 'd', 'e', 'f']

describe('replayOrder', () => {
  it('default: no order (or "listed") keeps the registry order', () => {
    expect(replayOrder(ids, undefined)).toEqual(ids)
    expect(replayOrder(ids, 'listed')).toEqual(ids)
  })

  it('parameters: "reverse" runs the last scenario first', () => {
    expect(replayOrder(ids, 'reverse')).toEqual(['f', 'e', 'd', 'c', 'b', 'a'])
  })

  it('parameters: "shuffle:N" is a permutation, the same for the same seed', () => {
    const once = replayOrder(ids, 'shuffle:7')
    expect([...once].sort()).toEqual(ids)
    expect(replayOrder(ids, 'shuffle:7')).toEqual(once)
    expect(once).not.toEqual(ids)
  })

  it('behavior: an unknown order is refused rather than ignored', () => {
    expect(() => replayOrder(ids, 'random')).toThrow('unknown replay order "random"')
  })
})
