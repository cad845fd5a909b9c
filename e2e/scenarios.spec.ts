import { expect } from '@playwright/test'
import { scenarios } from '../scenarios/index'
import { TEST_CEILING_MS, WAIT_CEILING_MS } from '../scenarios/runner/patience'
import { replayOrder } from '../scenarios/runner/replayOrder'
import { watchOutsideRequests } from './loopbackOnly'
import { test } from './test'

/**
 * Every scenario file is replayed here exactly as QA replays it in the lab: one click on
 * "Run", then the step-by-step report must end "passed". The lab page is loaded once and
 * reused (e2e/labSession.ts); every Run mounts a new demo frame that starts from a first visit.
 * `PORTICO_SCENARIO_ORDER=reverse` or `shuffle:<seed>` replays them out of order, to show that
 * none leans on the one before it.
 */
test.describe('scenarios replayed in the lab', () => {
  // Replays share nothing but their worker's lab, which each one resets, so both workers take
  // them (the rest of the suite runs a file per worker); as one file they held one worker for
  // most of the run while the other sat idle.
  test.describe.configure({ mode: 'parallel' })
  for (const scenario of replayOrder(scenarios, process.env.PORTICO_SCENARIO_ORDER)) {
    test(`${scenario.id}: ${scenario.title}`, async ({ lab: page }) => {
      test.setTimeout(TEST_CEILING_MS + 2 * WAIT_CEILING_MS)
      const watch = watchOutsideRequests(page)
      try {
        for (const name of scenario.simulators) {
          await expect(page.getByTestId(`simulator-${name}-state`)).toHaveText('running')
        }
        const run = page.getByRole('button', { name: `Run ${scenario.title}`, exact: true })
        await run.click()
        // This run's report: the live one in this scenario's own item (the click dropped its
        // last result). Not its "running" state, which a quick replay on a loaded machine can
        // pass through before the first look.
        const live = page.locator('li.current').filter({ has: run })
        const status = live.getByTestId('scenario-status')
        // A whole replay: several steps, each waiting up to the suite's ceiling.
        await expect(status).toHaveText(/passed|failed/, { timeout: TEST_CEILING_MS })
        const report = await live.getByTestId('scenario-report').innerText()
        expect(await status.textContent(), report).toBe('passed')
        expect(watch.outside, 'requests that left 127.0.0.1').toEqual([])
      } finally {
        watch.stop()
      }
    })
  }
})
