import { memo } from 'react'
import type { Clock } from '../../../core/clock/clock'
import { WalletGridItem } from '../WalletGridItem/WalletGridItem'
import type { WalletGridEntry } from './walletGridEntry'

/** Props of {@link WalletGridRow}. */
export interface WalletGridRowProps {
  rowIndex: number
  /** Offset from the top of the scrolled content, in pixels. */
  start: number
  size: number
  columns: number
  /** The whole list (the row takes its own slice): the same array on every scroll frame. */
  wallets: readonly WalletGridEntry[]
  /** The column of the grid's one Tab stop when it is in this row, else -1. */
  activeColumn: number
  clock: Clock
  registerCell: (index: number, element: HTMLButtonElement | null) => void
  onSelect: (wallet: WalletGridEntry, index: number) => void
}

/**
 * One absolutely positioned row of the virtual grid. The cells are not focusable themselves:
 * in the APG grid pattern focus goes to the button inside each cell. Memoised: scrolling
 * re-renders the grid every frame, and a row already on screen has nothing new to draw.
 */
export const WalletGridRow = memo(function WalletGridRow(props: WalletGridRowProps) {
  const first = props.rowIndex * props.columns
  const wallets = props.wallets.slice(first, first + props.columns)
  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualised, absolutely positioned row cannot be a <tr>.
    // biome-ignore lint/a11y/useFocusableInteractive: focus goes to the buttons in the cells (APG grid).
    <div
      role="row"
      aria-rowindex={props.rowIndex + 1}
      className="portico-wallet-grid__row"
      style={{
        height: props.size,
        transform: `translateY(${props.start}px)`,
        // minmax(0, …): columns share the width equally whatever the names' lengths.
        gridTemplateColumns: `repeat(${props.columns}, minmax(0, 1fr))`,
      }}
    >
      {wallets.map((wallet, column) => {
        const index = first + column
        return (
          // biome-ignore lint/a11y/useSemanticElements: see the row; a <td> needs a table layout.
          // biome-ignore lint/a11y/useFocusableInteractive: the cell's button takes focus (APG grid).
          <div
            key={wallet.id}
            role="gridcell"
            aria-colindex={column + 1}
            className="portico-wallet-grid__cell"
          >
            <WalletGridItem
              ref={(element) => props.registerCell(index, element)}
              name={wallet.name}
              imageSrc={wallet.imageSrc}
              installed={wallet.installed}
              recent={wallet.recent}
              clock={props.clock}
              tabIndex={column === props.activeColumn ? 0 : -1}
              onSelect={() => props.onSelect(wallet, index)}
            />
          </div>
        )
      })}
    </div>
  )
})
