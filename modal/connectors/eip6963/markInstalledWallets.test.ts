import { describe, expect, it } from 'vitest'
import { markInstalledWallets } from './markInstalledWallets'

describe('markInstalledWallets', () => {
  it('default: marks entries whose rdns was announced, case-insensitively', () => {
    const listings = [
      { id: 'a', rdns: 'io.portico.lab.alpha' },
      { id: 'b', rdns: 'IO.PORTICO.LAB.BETA' },
      { id: 'c', rdns: 'io.other' },
      { id: 'd', rdns: null },
      { id: 'e' },
    ]
    const marked = markInstalledWallets(listings, ['io.portico.lab.alpha', 'io.portico.lab.beta'])
    expect(marked.map((entry) => [entry.id, entry.installed])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
      ['d', false],
      ['e', false],
    ])
    expect(listings[0]).not.toHaveProperty('installed')
  })

  it('parameters: an entry already marked installed stays installed', () => {
    expect(markInstalledWallets([{ id: 'x', installed: true }], [])[0]?.installed).toBe(true)
  })
})
