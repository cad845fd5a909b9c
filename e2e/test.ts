import { test as base, expect, type Page } from '@playwright/test'
import { WAIT_CEILING_MS } from '../scenarios/runner/patience'
import { LabSession, useLabPage } from './labSession'
import { startWorkerLab } from './workerLab'

/**
 * Playwright's `test` with a lab per worker: `baseURL` is that worker's own lab (see
 * {@link startWorkerLab}), so specs run on two workers without sharing a chain, a fault or a
 * clock. `lab` is that lab's page loaded once per worker and reused by the scenario replays
 * (see {@link LabSession}). Every spec takes this one `test`, those that need no lab (the
 * example hosts) too: Playwright starts a worker per distinct set of fixtures, so a second set
 * would start workers (and labs) of its own, and would run its files after the others, on one
 * worker, at the end of the run. A worker's lab starts with its first test that takes `page`
 * or `lab` (`page` reads `baseURL`), the example hosts' included; a worker started after a
 * failure that runs only those starts one it does not use.
 */
export const test = base.extend<{ lab: Page }, { labUrl: string; labSession: LabSession }>({
  labUrl: [
    async ({ browserName: _ }, use) => {
      const lab = await startWorkerLab()
      try {
        await use(lab.url)
      } finally {
        await lab.stop()
      }
    },
    { scope: 'worker', timeout: 4 * WAIT_CEILING_MS },
  ],
  labSession: [
    async ({ browser, labUrl }, use) => {
      const session = new LabSession(browser, labUrl)
      await use(session)
      await session.discard()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ labUrl }, use) => use(labUrl),
  lab: async ({ labSession }, use, testInfo) => useLabPage(labSession, use, testInfo),
})

export { expect }
