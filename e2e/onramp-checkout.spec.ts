import { expect, test } from '@playwright/test'

type LabWindow = {
  __porticoLab: { portico: { open(): void }; clock: { advance(ms: number): void } }
}

test.describe('buy crypto through the lab checkout window', () => {
  test('behavior: Buy opens the checkout in a new window; completing it there credits the account and the modal sees the deposit', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/')
    const frame = page.getByTitle('Demo host site')
    await expect(frame).toHaveAttribute('src', /host\.html\?/, { timeout: 30_000 })
    await page.goto(`/${await frame.getAttribute('src')}`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /^Alpha Wallet/ }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
    await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.portico.open())
    await page.getByRole('button', { name: 'Buy crypto' }).click()
    await page.getByRole('combobox', { name: 'Buy' }).selectOption('usdc')
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('50')
    await expect(page.getByText('48.75 USDC')).toBeVisible()
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Buy USDC' }).click()
    const checkout = await popup
    await expect(checkout.getByRole('heading', { name: 'Lab onramp checkout' })).toBeVisible()
    await expect(
      page.getByText('Purchase in progress: finish the checkout in the new window.'),
    ).toBeVisible()
    await checkout.getByRole('button', { name: 'Complete purchase' }).click()
    await expect(checkout.getByText(/48\.75 USDC sent/)).toBeVisible()
    await expect(async () => {
      await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.clock.advance(5_000))
      await expect(page.getByText('Deposit received: +48.75 USDC')).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 20_000 })
  })
})
