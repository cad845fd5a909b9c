import { expect } from '@playwright/test'
import { quietPeriod } from '../scenarios/runner/waits'
import { expectNoAxeViolations } from './axeCheck'
import { connectAlphaAndOpenAccount } from './labJourneys'
import { test } from './test'

test.describe('the lab pages', () => {
  test('default: a lab load logs no error or warning and no request fails', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()}`)
      }
    })
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`)
    })
    await page.goto('/')
    const host = page.frameLocator('iframe[title="Demo host site"]')
    await expect(host.getByRole('button', { name: /Connect/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Scan QR code' })).toBeEnabled()
    await quietPeriod(1_000, 'no console error or failed request follows the first paint')
    expect(problems).toEqual([])
  })

  test('behavior: "View on block explorer" opens the lab explorer page of the account', async ({
    page,
  }) => {
    await page.goto('/')
    const host = page.frameLocator('iframe[title="Demo host site"]')
    await connectAlphaAndOpenAccount(host)
    const popup = page.waitForEvent('popup')
    await host.getByRole('link', { name: 'View on block explorer' }).click()
    const explorer = await popup
    await expect(explorer.getByRole('heading', { name: /^Address 0x/ })).toBeVisible()
    await expect(explorer.getByText(/ ETH$/)).toBeVisible()
  })

  test('behavior: the host page opened alone says how to reach the lab’s wallets', async ({
    page,
  }) => {
    await page.goto('/host.html')
    await expect(page.getByTestId('standalone-help')).toContainText('npm start')
  })

  test('behavior: the lab page itself passes axe (every control named, labels bound)', async ({
    page,
  }) => {
    await page.goto('/')
    const host = page.frameLocator('iframe[title="Demo host site"]')
    await expect(host.getByRole('button', { name: /Connect/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Scan QR code' })).toBeEnabled()
    await expectNoAxeViolations(page, 'the lab page', { exclude: 'iframe' })
  })

  test('behavior: a WalletConnect pairing shows relay messages on the timeline', async ({
    page,
  }) => {
    await page.goto('/')
    const host = page.frameLocator('iframe[title="Demo host site"]')
    await host.getByRole('button', { name: /Connect/ }).click()
    await host.getByRole('dialog').getByRole('button', { name: 'WalletConnect' }).click()
    await expect(host.getByRole('img', { name: /QR code/ })).toBeVisible()
    await expect(page.getByTestId('timeline')).toContainText(/relay→ \w+/)
  })
})
