import { readReport } from './testing/readReport'

/**
 * Prints one closing line over both runners, e.g. "tests: 120 passed, 0 failed, 1 skipped",
 * from the JSON reports vitest and Playwright write into reports/.
 */
interface Counts {
  passed: number
  failed: number
  skipped: number
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 }
const vitest = readReport<{
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
}>('reports/vitest.json')
if (vitest) {
  total.passed += vitest.numPassedTests
  total.failed += vitest.numFailedTests
  total.skipped += vitest.numPendingTests
}
const playwright = readReport<{
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}>('reports/playwright.json')
if (playwright) {
  total.passed += playwright.stats.expected + playwright.stats.flaky
  total.failed += playwright.stats.unexpected
  total.skipped += playwright.stats.skipped
}
if (playwright && playwright.stats.flaky > 0) {
  console.log(`note: ${playwright.stats.flaky} end-to-end test(s) passed only on retry (flaky)`)
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed > 0 || (!vitest && !playwright) ? 1 : 0)
