import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../../../core/clock/manualClock'
import { walletItemCss } from '../WalletItem/WalletItem.css'
import { nextGridIndex } from './gridNavigation'
import { VirtualWalletGrid } from './VirtualWalletGrid'
import { virtualWalletGridCss } from './VirtualWalletGrid.css'
import type { WalletGridEntry } from './walletGridEntry'

const PAGE = 40
const ROW = 104

function makeWallets(from: number, count: number): WalletGridEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `w${from + i}`,
    name: `Wallet ${from + i}`,
  }))
}

/** Stands in for the listing store: 40 more per page until `total`. */
function PagedGrid({ total, onPage }: { total: number; onPage: () => void }) {
  const [wallets, setWallets] = useState(() => makeWallets(0, PAGE))
  const loadMore = () => {
    onPage()
    setWallets((current) => [...current, ...makeWallets(current.length, PAGE)])
  }
  return (
    <VirtualWalletGrid
      label="Wallets"
      wallets={wallets}
      clock={new ManualClock()}
      hasMore={wallets.length < total}
      totalCount={total}
      onEndReached={loadMore}
      onSelect={() => {}}
    />
  )
}

function renderGrid(count: number, onSelect: (wallet: WalletGridEntry) => void = () => {}) {
  render(
    <VirtualWalletGrid
      label="Wallets"
      wallets={makeWallets(0, count)}
      clock={new ManualClock()}
      onSelect={onSelect}
    />,
  )
}

function scrollTo(grid: HTMLElement, top: number) {
  act(() => {
    Object.defineProperty(grid, 'scrollTop', { value: top, configurable: true })
    fireEvent.scroll(grid)
  })
}

describe('VirtualWalletGrid', () => {
  afterEach(cleanup)

  it('default: a named grid that renders only the visible rows of thousands of wallets', () => {
    renderGrid(5_000)
    const grid = screen.getByRole('grid', { name: 'Wallets' })
    expect(grid.getAttribute('aria-rowcount')).toBe('1250')
    const rows = within(grid).getAllByRole('row')
    expect(rows.length).toBeLessThanOrEqual(8)
    expect(within(rows[0]!).getAllByRole('gridcell')).toHaveLength(4)
    expect(screen.getByRole('button', { name: 'Wallet 0' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Wallet 4999' })).toBeNull()
  })

  it('behavior: scrolling renders the rows that come into view', () => {
    renderGrid(5_000)
    scrollTo(screen.getByRole('grid'), ROW * 1_000)
    expect(screen.getByRole('button', { name: 'Wallet 4000' })).toBeTruthy()
    const row = screen.getByRole('button', { name: 'Wallet 4000' }).closest('[role="row"]')
    expect(row?.getAttribute('aria-rowindex')).toBe('1001')
    expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(9)
  })

  it('behavior: nearing the end asks for the next page of 40, once per page, until there is no more', () => {
    const onPage = vi.fn()
    render(<PagedGrid total={120} onPage={onPage} />)
    expect(onPage).not.toHaveBeenCalled()
    const grid = screen.getByRole('grid', { name: 'Wallets' })
    scrollTo(grid, ROW * 6)
    expect(onPage).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Wallet 44' })).toBeTruthy()
    scrollTo(grid, ROW * 6 + 1)
    expect(onPage).toHaveBeenCalledTimes(1)
    scrollTo(grid, ROW * 16)
    expect(onPage).toHaveBeenCalledTimes(2)
    scrollTo(grid, ROW * 26)
    expect(onPage).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('button', { name: 'Wallet 119' })).toBeTruthy()
  })

  it('behavior: one Tab stop; arrow keys, Ctrl+End and Home move focus between wallets', async () => {
    const onSelect = vi.fn()
    renderGrid(2_000, onSelect)
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 0' }))
    await user.keyboard('{ArrowRight}{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 5' }))
    await user.keyboard('{Control>}{End}{/Control}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 1999' }))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 1996' }))
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith({ id: 'w1996', name: 'Wallet 1996' })
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(document.body)
  })

  it('behavior: tiles line up in equal columns whatever the names; long names are cut with an ellipsis but read in full', () => {
    const long = 'Bold Lantern Vault With A Very Long Name'
    render(
      <VirtualWalletGrid
        label="Wallets"
        wallets={[
          { id: 'a', name: long, installed: true, recent: true },
          { id: 'b', name: 'B' },
          { id: 'c', name: 'Cosmic Ledger Keys', recent: true },
        ]}
        clock={new ManualClock()}
        onSelect={() => {}}
      />,
    )
    const row = screen.getByRole('row')
    expect(row.style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))')
    const tile = screen.getByRole('button', { name: long })
    expect(tile.querySelector('.portico-wallet-item__name')?.getAttribute('title')).toBe(long)
    // One visible badge per tile; the second is still read with the name.
    const badges = document.getElementById(tile.getAttribute('aria-describedby') ?? '')!
    expect(badges.textContent).toBe('InstalledRecent')
    expect(badges.querySelectorAll('.portico-badge')).toHaveLength(1)
    expect(virtualWalletGridCss).toMatch(/__badges \{\s*position: absolute;/)
    expect(walletItemCss).toMatch(/text-overflow: ellipsis; white-space: nowrap;/)
  })

  it('parameters: grid navigation stays in range and keeps its column at the edges', () => {
    const shape = { count: 10, columns: 4, pageRows: 2 }
    expect(nextGridIndex('ArrowLeft', false, 0, shape)).toBe(0)
    expect(nextGridIndex('ArrowDown', false, 9, shape)).toBe(9)
    expect(nextGridIndex('End', false, 8, shape)).toBe(9)
    expect(nextGridIndex('PageDown', false, 1, shape)).toBe(9)
    expect(nextGridIndex('a', false, 1, shape)).toBeUndefined()
  })
})
