import { readFile } from 'node:fs/promises'

/** One printed figure: its label, this run's value, and the target it is held to. */
export interface Figure {
  label: string
  value: number
  unit: 'KiB' | 'ms' | 'count'
  target?: string
}

/** What bench-results/summary.json holds: the figures of one `npm run bench`. */
export interface BenchSummary {
  date: string
  runs: number
  figures: Figure[]
}

/** The previous run's summary, or undefined on the first run. */
export async function readPrevious(path: string): Promise<BenchSummary | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as BenchSummary
  } catch {
    return undefined
  }
}

const format = (value: number | undefined, unit: Figure['unit']) =>
  value === undefined || Number.isNaN(value)
    ? '–'
    : unit === 'count'
      ? String(value)
      : `${value.toFixed(1)} ${unit}`

/**
 * Prints the figures as a table with the previous run's value beside each one.
 *
 * @example
 * ```ts
 * printFigures(figures, await readPrevious('bench-results/summary.json'))
 * ```
 */
export function printFigures(figures: readonly Figure[], previous: BenchSummary | undefined) {
  const before = new Map(previous?.figures.map((f) => [f.label, f.value]))
  console.table(
    figures.map((f) => ({
      figure: f.label,
      now: format(f.value, f.unit),
      [`previous (${previous?.date.slice(0, 16) ?? 'none'})`]: format(before.get(f.label), f.unit),
      target: f.target ?? '',
    })),
  )
}
