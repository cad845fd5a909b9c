import { expect } from '@playwright/test'
import { recordOutsideRequests } from './loopbackOnly'
import { test } from './test'

test.describe("the lab's phone panel answers farcaster sign-ins", () => {
  test('behavior: the phone denies the QR sign-in ("The sign-in was cancelled"), then approves a new one and the site is connected', async ({
    page,
  }, testInfo) => {
    const outside = recordOutsideRequests(page)
    await page.goto('/')
    for (const name of ['anvil', 'wallet-api', 'auth-frame']) {
      await expect(page.getByTestId(`simulator-${name}-state`)).toHaveText('running')
    }
    const phone = page.getByRole('region', { name: 'Phone (Lab Mobile)' })
    const host = page.frameLocator('iframe[title="Demo host site"]')
    const shoot = async (name: string) => {
      await page
        .locator('iframe[title="Demo host site"]')
        .screenshot({ path: testInfo.outputPath(`${name}-host.png`) })
      await phone.screenshot({ path: testInfo.outputPath(`${name}-phone.png`) })
    }
    await expect(host.getByRole('button', { name: /Connect/ })).toBeVisible()
    await host.getByRole('button', { name: /Connect/ }).click()
    // The lab page scrolls around the host frame; the click is the visitor's all the same.
    await host.getByRole('button', { name: 'Continue with Farcaster' }).dispatchEvent('click')
    await expect(host.getByRole('img', { name: 'Sign in with Farcaster' })).toBeVisible()
    await phone.getByRole('button', { name: 'Scan and deny Farcaster sign-in' }).click()
    await expect(phone.getByTestId('phone-farcaster')).toHaveText('Farcaster sign-in denied')
    await expect(host.getByRole('alert')).toHaveText('The sign-in was cancelled')
    await shoot('farcaster-denied')
    // The lab page scrolls around the host frame; the click is the visitor's all the same.
    await host.getByRole('button', { name: 'Try again' }).dispatchEvent('click')
    await expect(host.getByRole('img', { name: 'Sign in with Farcaster' })).toBeVisible()
    await expect(async () => {
      await phone.getByRole('button', { name: 'Scan and approve Farcaster sign-in' }).click()
      await expect(phone.getByTestId('phone-farcaster')).toHaveText('Farcaster sign-in approved', {
        timeout: 1_000,
      })
    }).toPass()
    await expect(host.getByRole('dialog')).toHaveCount(0)
    await expect(host.getByRole('button', { name: /0x/ })).toBeVisible()
    await shoot('farcaster-approved')
    expect(outside, 'requests that left 127.0.0.1').toEqual([])
  })
})
