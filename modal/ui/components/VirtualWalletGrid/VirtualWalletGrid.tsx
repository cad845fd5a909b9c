import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  useVirtualizer,
} from '@tanstack/react-virtual'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import type { Clock } from '../../../core/clock/clock'
import { nextGridIndex } from './gridNavigation'
import { WalletGridRow } from './WalletGridRow'
import type { WalletGridEntry } from './walletGridEntry'

/** Props of {@link VirtualWalletGrid}. */
export interface VirtualWalletGridProps {
  wallets: readonly WalletGridEntry[]
  /** Names the grid, e.g. "Wallets". */
  label: string
  clock: Clock
  onSelect: (wallet: WalletGridEntry) => void
  /** Called once per list length when the user nears the end and `hasMore`: load the next page (40). */
  onEndReached?: () => void
  hasMore?: boolean
  /** Known total (the listing's `count`), for `aria-rowcount`; unknown means -1. */
  totalCount?: number
  /** Defaults to 4. */
  columns?: number
  /** Row height in pixels; defaults to 104. */
  rowHeight?: number
  /** Viewport height in pixels; defaults to 416 (four rows). */
  height?: number
  /** How many rows before the end count as "near"; defaults to 2. */
  endThresholdRows?: number
}

/**
 * A virtualised grid of wallets: only visible rows (plus overscan and the focused row) are in
 * the DOM, so thousands of entries scroll smoothly. Keyboard: one Tab stop, arrow keys, Home/End,
 * Ctrl+Home/End and PageUp/PageDown move between wallets (WAI-ARIA grid pattern).
 *
 * @example
 * ```tsx
 * <VirtualWalletGrid label={t('allWallets.listLabel')} wallets={listing.wallets} clock={clock}
 *   hasMore={listing.hasMore} onEndReached={listing.loadNextPage} onSelect={connect} />
 * ```
 */
export function VirtualWalletGrid(props: VirtualWalletGridProps) {
  const { wallets, columns = 4, rowHeight = 104, height = 416, endThresholdRows = 2 } = props
  const rowCount = Math.ceil(wallets.length / columns)
  const scrollRef = useRef<HTMLDivElement>(null)
  const cellRefs = useRef(new Map<number, HTMLButtonElement>())
  const focusPending = useRef(false)
  const [active, setActive] = useState(0)
  const activeIndex = Math.min(active, Math.max(wallets.length - 1, 0))
  const activeRow = Math.floor(activeIndex / columns)

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 2,
    // No flushSync per scroll event: it rendered synchronously inside the scroll handler (the
    // bench's long-animation-frame entries named DIV.onscroll); React batches the renders.
    useFlushSync: false,
    initialRect: { width: 0, height },
    // Before layout (and in DOMs without layout) the viewport still has its declared height.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { ...rect, height })),
    // The focused row always stays rendered, so the grid's one Tab stop never disappears.
    rangeExtractor: useCallback(
      (range: Range) =>
        [...new Set([...defaultRangeExtractor(range), activeRow])].sort((a, b) => a - b),
      [activeRow],
    ),
  })
  const rows = virtualizer.getVirtualItems()
  const lastRendered = rows.at(-1)?.index ?? -1

  const requestedAt = useRef(-1)
  const { hasMore, onEndReached } = props
  useEffect(() => {
    const near = lastRendered >= rowCount - 1 - endThresholdRows
    if (!hasMore || !onEndReached || !near || requestedAt.current === wallets.length) return
    requestedAt.current = wallets.length
    onEndReached()
  }, [lastRendered, rowCount, endThresholdRows, hasMore, onEndReached, wallets.length])

  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    cellRefs.current.get(activeIndex)?.focus()
  })

  const onKeyDown = (event: KeyboardEvent) => {
    const pageRows = Math.max(1, Math.floor(height / rowHeight))
    const shape = { count: wallets.length, columns, pageRows }
    const next = nextGridIndex(event.key, event.ctrlKey, activeIndex, shape)
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
    focusPending.current = true
    virtualizer.scrollToIndex(Math.floor(next / columns), { align: 'auto' })
  }

  // Stable callbacks: a scroll re-renders this grid, and the memoised rows must see the same
  // props to skip their render (only rows that come into view render; issue 10's long tasks).
  const registerCell = useCallback((index: number, element: HTMLButtonElement | null) => {
    if (element) cellRefs.current.set(index, element)
    else cellRefs.current.delete(index)
  }, [])
  const onSelectRef = useRef(props.onSelect)
  onSelectRef.current = props.onSelect
  const select = useCallback((wallet: WalletGridEntry, index: number) => {
    setActive(index)
    onSelectRef.current(wallet)
  }, [])

  return (
    // biome-ignore lint/a11y/useSemanticElements: rows are absolutely positioned for virtualisation; a <table> cannot lay them out.
    <div
      ref={scrollRef}
      role="grid"
      aria-label={props.label}
      aria-rowcount={
        props.totalCount ? Math.ceil(props.totalCount / columns) : hasMore ? -1 : rowCount
      }
      aria-colcount={columns}
      className="portico-wallet-grid"
      style={{ height }}
      onKeyDown={onKeyDown}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the sizer of a virtualised grid cannot be a <tbody>. */}
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => (
          <WalletGridRow
            key={row.key}
            rowIndex={row.index}
            start={row.start}
            size={row.size}
            columns={columns}
            wallets={wallets}
            activeColumn={row.index === activeRow ? activeIndex % columns : -1}
            clock={props.clock}
            registerCell={registerCell}
            onSelect={select}
          />
        ))}
      </div>
    </div>
  )
}
