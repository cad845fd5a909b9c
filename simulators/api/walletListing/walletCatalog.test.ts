import { describe, expect, it } from 'vitest'
import { queryWallets } from './queryWallets'
import { generateWalletCatalog } from './walletCatalog'

describe('generateWalletCatalog', () => {
  it('default: the five lab wallets, then 2,000 generated ones with unique ids and names', () => {
    const wallets = generateWalletCatalog()
    expect(wallets).toHaveLength(2005)
    expect(wallets.slice(0, 5).map((w) => [w.name, w.rdns])).toEqual([
      ['Alpha Wallet', 'io.portico.lab.alpha'],
      ['Beta Wallet', 'io.portico.lab.beta'],
      ['Gamma Wallet', 'io.portico.lab.gamma'],
      ['Legacy Wallet', null],
      ['Lab Mobile', null],
    ])
    expect(new Set(wallets.map((w) => w.id)).size).toBe(2005)
    expect(new Set(wallets.map((w) => w.name)).size).toBe(2005)
    expect(new Set(wallets.map((w) => w.image_id)).size).toBe(2005)
    expect(wallets.every((w) => w.id.match(/^[0-9a-f]{64}$/))).toBe(true)
    expect(wallets.every((w) => w.chains.length > 0)).toBe(true)
  })

  it('behavior: the same seed gives the same catalogue; another seed another one', () => {
    const first = generateWalletCatalog({ count: 300 })
    expect(generateWalletCatalog({ count: 300 })).toEqual(first)
    expect(first[0]?.id).toBe('477e0dafd984895a0844117375871f0fea19fce4efddff7cc8e45a2b58170324')
    const other = generateWalletCatalog({ count: 300, seed: 'other' })
    expect(other.slice(5).map((w) => w.name)).not.toEqual(first.slice(5).map((w) => w.name))
  })

  it('parameters: links point at linkBase only', () => {
    const wallets = generateWalletCatalog({ count: 50, linkBase: 'http://127.0.0.1:4200' })
    const links = wallets.flatMap((w) => [w.homepage, w.app_store, w.play_store])
    for (const link of links.filter((l) => l !== null)) {
      expect(link.startsWith('http://127.0.0.1:4200/lab/wallet/')).toBe(true)
    }
  })
})

describe('queryWallets', () => {
  const wallets = generateWalletCatalog()

  it('behavior: pages are 1-based slices and count is the total', () => {
    const page2 = queryWallets(wallets, { page: 2, entries: 40 })
    expect(page2.count).toBe(2005)
    expect(page2.data).toEqual(wallets.slice(40, 80))
    expect(queryWallets(wallets, { page: 51, entries: 40 }).data).toHaveLength(5)
    expect(queryWallets(wallets, { page: 99, entries: 40 }).data).toEqual([])
  })

  it('behavior: search is a case-insensitive name match; include, exclude, chains, badge', () => {
    const lab = queryWallets(wallets, { page: 1, entries: 100, search: 'ALPHA W' })
    expect(lab.data.map((w) => w.name)).toEqual(['Alpha Wallet'])
    const ids = [wallets[10]!.id, wallets[3]!.id]
    expect(queryWallets(wallets, { page: 1, entries: 40, include: ids }).data).toEqual([
      wallets[3],
      wallets[10],
    ])
    const excluded = queryWallets(wallets, { page: 1, entries: 40, exclude: [wallets[0]!.id] })
    expect(excluded.count).toBe(2004)
    expect(excluded.data[0]).toEqual(wallets[1])
    const solana = queryWallets(wallets, {
      page: 1,
      entries: 500,
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    expect(solana.count).toBeGreaterThan(100)
    expect(solana.count).toBeLessThan(2005)
    expect(solana.data.map((w) => w.name)).not.toContain('Beta Wallet')
    const certified = queryWallets(wallets, { page: 1, entries: 500, badge_type: 'certified' })
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    expect(certified.count).toBeLessThan(400)
    expect(queryWallets(wallets, { page: 1, entries: 1, badge_type: 'none' }).count).toBe(2005)
  })
})
