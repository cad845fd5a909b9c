/** The shape of a grid for keyboard movement. */
export interface GridShape {
  count: number
  columns: number
  /** Rows a PageUp/PageDown moves. */
  pageRows: number
}

/**
 * Where focus goes for a key in a WAI-ARIA data grid: arrows move by one cell or row,
 * Home/End to the row's ends, Ctrl+Home/End to the first/last cell, PageUp/PageDown by a
 * viewport. Returns undefined for keys the grid does not handle. Results stay in range.
 *
 * @example
 * ```ts
 * nextGridIndex('ArrowDown', false, 1, { count: 10, columns: 4, pageRows: 3 }) // 5
 * ```
 */
export function nextGridIndex(
  key: string,
  ctrlKey: boolean,
  index: number,
  { count, columns, pageRows }: GridShape,
): number | undefined {
  const rowStart = index - (index % columns)
  const moves: Record<string, () => number> = {
    ArrowRight: () => index + 1,
    ArrowLeft: () => index - 1,
    ArrowDown: () => index + columns,
    ArrowUp: () => index - columns,
    PageDown: () => index + columns * pageRows,
    PageUp: () => index - columns * pageRows,
    Home: () => (ctrlKey ? 0 : rowStart),
    End: () => (ctrlKey ? count - 1 : rowStart + columns - 1),
  }
  const move = moves[key]
  if (!move || count === 0) return undefined
  const target = move()
  // Vertical moves past the edge stay put rather than jumping to another column.
  if ((key === 'ArrowDown' || key === 'ArrowUp') && (target < 0 || target >= count)) return index
  return Math.min(Math.max(target, 0), count - 1)
}
