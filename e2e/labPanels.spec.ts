import { expect } from '@playwright/test'
import { connectAlphaAndOpenAccount, LAB_JOURNEYS, openLab } from './labJourneys'
import { test } from './test'

/** The lab's panels in browser mode; e2e/electron.spec.ts runs the same journeys in Electron. */
test.describe('the lab panels', () => {
  for (const journey of LAB_JOURNEYS) {
    test(journey.name, async ({ page }) => journey.run(page))
  }
})

/** The chains' JSON-RPC in the faults panel (issue 19): failed live, seen by the visitor, cleared. */
test('behavior: a fault on the chain RPC shows "Token Balance Unavailable"; reset, the tokens come back', async ({
  page,
}) => {
  const { host } = await openLab(page)
  const faults = page.getByRole('region', { name: 'Faults' })
  await faults.getByLabel('Simulator').selectOption('anvil')
  await faults.getByLabel('Route').selectOption('RPC eth_getBalance')
  await faults.getByLabel('Status code').fill('503')
  await faults.getByRole('button', { name: 'Apply fault' }).click()
  await expect(faults.getByTestId('active-faults')).toContainText(
    'anvil RPC eth_getBalance: status 503',
  )
  await connectAlphaAndOpenAccount(host)
  // The stub reads balances from the chain, so the chain's failure reaches the Tokens tab.
  await expect(host.getByText('Token Balance Unavailable').first()).toBeVisible()
  await faults.getByRole('button', { name: 'Reset all faults' }).click()
  await expect(faults.getByTestId('no-faults')).toBeVisible()
  // The client refuses a retry for 30 s after a failure: step the lab clock past it.
  await page.getByRole('button', { name: 'Pause clock' }).click()
  await page.getByRole('button', { name: 'Advance +30 s' }).click()
  // The demo frame scrolls inside the lab's own layout; the click goes to the button itself.
  await host.getByRole('button', { name: 'Try again' }).dispatchEvent('click')
  await expect(host.getByText('USDC').first()).toBeVisible()
  await expect(host.getByText('Token Balance Unavailable')).toHaveCount(0)
  await page.getByRole('button', { name: 'Resume clock' }).click()
})
