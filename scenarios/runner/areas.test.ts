import { describe, expect, it } from 'vitest'
import { scenarios } from '../index'
import { areaOf, groupByArea, OTHER_AREA } from './areas'

describe('scenario areas', () => {
  it('default: every registered scenario belongs to a named area', () => {
    const unplaced = scenarios.filter((s) => areaOf(s.id) === OTHER_AREA).map((s) => s.id)
    expect(unplaced).toEqual([])
  })

  it('behavior: groups keep the lab order and hold every scenario once', () => {
    const groups = groupByArea([{ id: 'swap-a' }, { id: 'evm-b' }, { id: 'odd' }, { id: 'evm-c' }])
    expect(groups).toEqual([
      { area: 'Browser wallets', scenarios: [{ id: 'evm-b' }, { id: 'evm-c' }] },
      { area: 'Swap', scenarios: [{ id: 'swap-a' }] },
      { area: OTHER_AREA, scenarios: [{ id: 'odd' }] },
    ])
    expect(groupByArea(scenarios).flatMap((g) => g.scenarios)).toHaveLength(scenarios.length)
  })
})
