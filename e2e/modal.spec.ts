import { expect, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axeCheck'
import { recordOutsideRequests } from './loopbackOnly'
import { test } from './test'

/**
 * The demo host page with the real modal, driven by keyboard alone, with axe-core run on every
 * view reached. The page is opened at the URL the lab frames it with, so that it points at the
 * lab's running simulators (wallet listing, anvil) and has the simulated wallets installed.
 */

async function openHostPage(page: Page): Promise<void> {
  await page.goto('/')
  const frame = page.getByTitle('Demo host site')
  await expect(frame).toHaveAttribute('src', /host\.html\?/)
  const src = await frame.getAttribute('src')
  await page.goto(new URL(`${src}`, page.url()).href)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** True when `locator`'s element has focus, inside a shadow root or not. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const root = element.getRootNode() as Document | ShadowRoot
    return root.activeElement === element
  })
}

/** True when focus is inside `dialog` (which lives in the modal's shadow root). */
function focusInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => {
    const active = (element.getRootNode() as ShadowRoot).activeElement
    return active !== null && element.contains(active)
  })
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, key = 'Tab', max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return
    await page.keyboard.press(key)
  }
  expect(await isFocused(target), `reached ${String(target)} with ${key}`).toBe(true)
}

test.describe('the modal on the demo host page, by keyboard', () => {
  test('behavior: open, trap focus, browse all wallets, search, go back, close with Escape', async ({
    page,
  }) => {
    const outside = recordOutsideRequests(page)
    await openHostPage(page)
    await expectNoAxeViolations(page, 'the host page')

    const connect = page.getByRole('button', { name: /Connect/ })
    await tabTo(page, connect)
    await page.keyboard.press('Enter')

    const connectDialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(connectDialog).toBeVisible()
    await expect.poll(() => focusInside(connectDialog)).toBe(true)
    await expectNoAxeViolations(page, 'Connect')

    // Tab and Shift+Tab go round inside the dialog and never reach the page behind it.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key)
        expect(await focusInside(connectDialog), `${key} #${i + 1} stays in the dialog`).toBe(true)
      }
    }

    await tabTo(page, connectDialog.getByRole('button', { name: 'All wallets' }))
    await page.keyboard.press('Enter')
    const allWallets = page.getByRole('dialog', { name: 'All wallets' })
    await expect(allWallets).toBeVisible()
    await expectNoAxeViolations(page, 'AllWallets')

    const search = allWallets.getByRole('searchbox', { name: 'Search wallets' })
    await tabTo(page, search)
    await page.keyboard.type('Alpha')
    await expect(search).toHaveValue('Alpha')
    await expect(allWallets.getByRole('button', { name: 'Alpha Wallet' }).first()).toBeVisible()
    await expectNoAxeViolations(page, 'AllWallets with a search')

    await tabTo(page, allWallets.getByRole('button', { name: 'Back' }), 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(connectDialog).toBeVisible()
    // Escape needs focus in the dialog; reach it by keyboard (where focus lands after a view
    // change is the next test's subject).
    await tabTo(page, connectDialog.getByRole('button', { name: 'All wallets' }))

    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(connect).toBeFocused()
    expect(outside, 'requests that left 127.0.0.1').toEqual([])
  })

  test('behavior: going to another view keeps focus inside the dialog', async ({ page }) => {
    await openHostPage(page)
    await tabTo(page, page.getByRole('button', { name: /Connect/ }))
    await page.keyboard.press('Enter')
    const connectDialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await tabTo(page, connectDialog.getByRole('button', { name: 'All wallets' }))
    await page.keyboard.press('Enter')
    const allWallets = page.getByRole('dialog', { name: 'All wallets' })
    await expect(allWallets).toBeVisible()
    // The button that had focus is gone with the old view; focus must not fall to the page.
    await expect.poll(() => focusInside(allWallets)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
