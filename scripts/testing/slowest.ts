import { readReport } from './readReport'

/**
 * The slowest test files (vitest) and specs (Playwright) of the last run, from the JSON
 * reports in reports/: `npx tsx scripts/testing/slowest.ts --most 20`.
 */
interface Timed {
  name: string
  seconds: number
}

/** Vitest's files, by the time each took (its tests, setup and import included). */
export function slowestFiles(report: {
  testResults?: { name: string; startTime: number; endTime: number }[]
}): Timed[] {
  return (report.testResults ?? [])
    .map((file) => ({
      name: file.name.replace(`${process.cwd()}/`, ''),
      seconds: (file.endTime - file.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
}

interface Suite {
  title: string
  file?: string
  specs?: { title: string; tests: { results: { duration: number }[] }[] }[]
  suites?: Suite[]
}

/** Playwright's specs (a test and all its repeats), by their summed duration. */
export function slowestSpecs(report: { suites?: Suite[] }): Timed[] {
  const found: Timed[] = []
  const visit = (suite: Suite, file: string) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0)
      found.push({ name: `${file} › ${spec.title}`, seconds: ms / 1000 })
    }
    for (const child of suite.suites ?? []) visit(child, file)
  }
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title)
  return found.sort((a, b) => b.seconds - a.seconds)
}

function print(title: string, rows: Timed[], most: number): void {
  if (rows.length === 0) return
  const total = rows.reduce((sum, row) => sum + row.seconds, 0)
  console.log(`${title} (${rows.length}, ${Math.round(total)} s summed):`)
  for (const row of rows.slice(0, most))
    console.log(`  ${row.seconds.toFixed(1).padStart(7)} s  ${row.name}`)
}

if (process.argv[1]?.endsWith('slowest.ts')) {
  const at = process.argv.indexOf('--most')
  const most = at > 0 ? Number(process.argv[at + 1]) : 20
  const vitest = readReport<Parameters<typeof slowestFiles>[0]>('reports/vitest.json')
  const playwright = readReport<Parameters<typeof slowestSpecs>[0]>('reports/playwright.json')
  if (vitest) print('slowest test files', slowestFiles(vitest), most)
  if (playwright) print('slowest end-to-end specs', slowestSpecs(playwright), most)
}
