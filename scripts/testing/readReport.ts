import { readFileSync } from 'node:fs'

/**
 * A JSON report of the last run (reports/vitest.json, reports/playwright.json), or undefined
 * when it is missing or unreadable (that runner did not run).
 *
 * @example
 * ```ts
 * const vitest = readReport<{ numFailedTests: number }>('reports/vitest.json')
 * ```
 */
export function readReport<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } catch {
    return undefined
  }
}
