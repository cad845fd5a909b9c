import { expect, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axeCheck'
import { test } from './test'

/** Axe on the modal; with SHOTS=dir, a screenshot too. */
async function check(page: Page, label: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${label}.png` })
  await expectNoAxeViolations(page, label, { include: 'portico-modal', withSummaries: true })
}

/** The amount the Tokens tab shows for `symbol` (for example "10,000 USDC" → 10000). */
async function tokenAmount(page: Page, symbol: string): Promise<number> {
  const amount = page.getByText(new RegExp(`^[\\d,]+(\\.\\d+)? ${symbol}$`))
  await expect(amount).toBeVisible()
  return Number((await amount.textContent())?.split(' ')[0]?.replaceAll(',', ''))
}

type LabWindow = {
  __porticoLab: { portico: { open(): void }; clock: { advance(ms: number): void } }
}

test.describe('buy crypto through the lab checkout window', () => {
  test('behavior: Buy opens the checkout in a new window; completing it there credits the account and the modal sees the deposit', async ({
    page,
  }) => {
    await page.goto('/')
    const frame = page.getByTitle('Demo host site')
    await expect(frame).toHaveAttribute('src', /host\.html\?/)
    await page.goto(new URL(`${await frame.getAttribute('src')}`, page.url()).href)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /^Alpha Wallet/ }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
    await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.portico.open())
    // The lab chain keeps earlier tests' purchases (--repeat-each), so compare with the balance now.
    const usdcBefore = await tokenAmount(page, 'USDC')
    await page.getByRole('button', { name: 'Buy crypto' }).click()
    await page.getByRole('combobox', { name: 'Buy' }).selectOption('usdc')
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('50')
    await expect(page.getByText('48.75 USDC', { exact: true })).toBeVisible()
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Buy USDC' }).click()
    const checkout = await popup
    await expect(checkout.getByRole('heading', { name: 'Lab onramp checkout' })).toBeVisible()
    await expect(
      page.getByText('Purchase in progress: finish the checkout in the new window.'),
    ).toBeVisible()
    await check(page, 'onramp-in-progress')
    await checkout.getByRole('button', { name: 'Complete purchase' }).click()
    await expect(checkout.getByText(/48\.75 USDC sent/)).toBeVisible()
    await expect(async () => {
      await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.clock.advance(5_000))
      await expect(page.getByText('Deposit received: +48.75 USDC')).toBeVisible({ timeout: 500 })
    }).toPass()
    // Buy crypto is a view of its own: back to Account, whose Tokens tab shows the credited
    // balance: what it held before + 48.75 bought.
    await page.getByRole('button', { name: 'Back' }).click()
    const usdcAfter = Math.round((usdcBefore + 48.75) * 1000) / 1000
    const shown = usdcAfter.toLocaleString('en-US', { maximumFractionDigits: 3 })
    await expect(page.getByText(`${shown} USDC`, { exact: true })).toBeVisible()
    await check(page, 'onramp-received')
  })
})
