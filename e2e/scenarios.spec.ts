import { expect, test } from '@playwright/test'
import { scenarios } from '../scenarios/index'
import { recordOutsideRequests } from './loopbackOnly'

/**
 * Every scenario file is replayed here exactly as QA replays it in the lab: one click on
 * "Run", then the step-by-step report must end "passed".
 */
test.describe('scenarios replayed in the lab', () => {
  for (const scenario of scenarios) {
    test(`${scenario.id}: ${scenario.title}`, async ({ page }) => {
      const outside = recordOutsideRequests(page)
      await page.goto('/')
      for (const name of scenario.simulators) {
        await expect(page.getByTestId(`simulator-${name}-state`)).toHaveText('running')
      }
      await page.getByRole('button', { name: `Run ${scenario.title}` }).click()
      const status = page.getByTestId('scenario-status')
      await expect(status).toHaveText(/passed|failed/, { timeout: 45_000 })
      const report = await page.getByTestId('scenario-report').innerText()
      expect(await status.textContent(), report).toBe('passed')
      expect(outside, 'requests that left 127.0.0.1').toEqual([])
    })
  }
})
