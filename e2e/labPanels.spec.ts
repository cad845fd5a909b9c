import { test } from '@playwright/test'
import { LAB_JOURNEYS } from './labJourneys'

/** The lab's panels in browser mode; e2e/electron.spec.ts runs the same journeys in Electron. */
test.describe('the lab panels', () => {
  for (const journey of LAB_JOURNEYS) {
    test(journey.name, async ({ page }) => journey.run(page))
  }
})
