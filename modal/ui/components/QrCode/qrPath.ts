/** The dark/light modules of a QR symbol, row by row. */
export interface QrMatrix {
  /** Modules per side. */
  size: number
  isDark(row: number, column: number): boolean
}

/**
 * Loads the `qrcode` package on first use (it stays out of the start-up bundle) and encodes
 * `text` with error correction level M.
 *
 * @example
 * ```ts
 * const matrix = await createQrMatrix('wc:…')
 * ```
 */
export async function createQrMatrix(text: string): Promise<QrMatrix> {
  const { create } = await import('qrcode')
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  return { size: modules.size, isDark: (row, column) => modules.get(row, column) === 1 }
}

/**
 * One SVG path for all dark modules, one rectangle per horizontal run, in module units
 * (`M x y h run v 1 h -run z`). A path keeps thousands of modules to a single DOM node.
 *
 * @example
 * ```ts
 * qrPath({ size: 2, isDark: (r, c) => r === c }) // "M0 0h1v1h-1zM1 1h1v1h-1z"
 * ```
 */
export function qrPath(matrix: QrMatrix): string {
  let path = ''
  for (let row = 0; row < matrix.size; row++) {
    let column = 0
    while (column < matrix.size) {
      if (!matrix.isDark(row, column)) {
        column++
        continue
      }
      const start = column
      while (column < matrix.size && matrix.isDark(row, column)) column++
      const run = column - start
      path += `M${start} ${row}h${run}v1h-${run}z`
    }
  }
  return path
}
