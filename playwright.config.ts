import { defineConfig } from '@playwright/test'
import { TEST_CEILING_MS, WAIT_CEILING_MS } from './scenarios/runner/patience'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/bench/chromium'

/**
 * How many times each test runs (default once). `PORTICO_E2E_REPEAT=10 bash .ci/run` is the
 * determinism gate from a fresh clone: every test ten times, no retries (docs/reliability.md).
 */
const repeatEach = Number(process.env.PORTICO_E2E_REPEAT ?? 1)
if (!Number.isInteger(repeatEach) || repeatEach < 1) {
  throw new Error(
    `PORTICO_E2E_REPEAT must be a whole number of at least 1, not "${process.env.PORTICO_E2E_REPEAT}"`,
  )
}

export default defineConfig({
  testDir: 'e2e',
  // Ceilings for a loaded runner (scenarios/runner/patience.ts). Every wait returns as soon as
  // its condition holds; a spec sets no shorter ceiling of its own.
  timeout: TEST_CEILING_MS,
  expect: { timeout: WAIT_CEILING_MS, toPass: { timeout: WAIT_CEILING_MS } },
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: false,
  // Each worker replays against a lab of its own (e2e/test.ts), so two can run side by side.
  workers: Number(process.env.PORTICO_E2E_WORKERS ?? 2),
  // No retries, in CI too: a test that passes only on its second try is a defect to find, not
  // to hide. The whole suite passed ten times over from a fresh clone with none
  // (docs/reliability.md, "Determinism").
  retries: 0,
  repeatEach,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  projects: [
    {
      name: 'browser',
      testIgnore: /electron\.spec\.ts/,
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS],
        },
      },
    },
    { name: 'electron', testMatch: /electron\.spec\.ts/ },
  ],
})
