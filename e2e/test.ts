import { test as base, expect } from '@playwright/test'
import { WAIT_CEILING_MS } from '../scenarios/runner/patience'
import { startWorkerLab } from './workerLab'

/**
 * Playwright's `test` with a lab per worker: `baseURL` is that worker's own lab (see
 * {@link startWorkerLab}), so specs run on two workers without sharing a chain, a fault or a
 * clock. A spec that needs no lab (the example hosts) imports `@playwright/test` instead and
 * starts none.
 */
export const test = base.extend<Record<never, never>, { labUrl: string }>({
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
  baseURL: async ({ labUrl }, use) => use(labUrl),
})

export { expect }
