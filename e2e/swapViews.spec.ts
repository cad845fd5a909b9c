import { expect } from '@playwright/test'
import { expectNoAxeViolations } from './axeCheck'
import { test } from './test'

/** The host page's lab handle, as far as this spec uses it. */
type SwapLabWindow = {
  __porticoLab: {
    wallets: { alpha: { update(settings: { chainId: number }): void } }
    clock: { advance(ms: number): void }
    portico: { close(): boolean; connection: { status(namespace: string): string } }
  }
}

test.describe('the swap views on Base (axe-core)', () => {
  test('behavior: the form, the token picker and the preview have no axe violation', async ({
    page,
  }) => {
    await page.goto('/')
    const frame = page.getByTitle('Demo host site')
    await expect(frame).toHaveAttribute('src', /rpcBase=/)
    await page.goto(new URL(`${await frame.getAttribute('src')}`, page.url()).href)
    await page.waitForFunction(() => Boolean((window as unknown as SwapLabWindow).__porticoLab))
    await page.evaluate(() =>
      (window as unknown as SwapLabWindow).__porticoLab.wallets.alpha.update({ chainId: 8453 }),
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /^Alpha Wallet/ }).click()
    await page.waitForFunction(
      () =>
        (window as unknown as SwapLabWindow).__porticoLab.portico.connection.status('eip155') ===
        'connected',
    )
    await page.evaluate(() => (window as unknown as SwapLabWindow).__porticoLab.portico.close())
    await page.getByRole('button', { name: /alice|0xf39F/ }).click()
    await page.getByRole('button', { name: 'Swap' }).click()
    const axe = (label: string) => expectNoAxeViolations(page, label, { include: 'portico-modal' })
    await expect(page.getByRole('textbox', { name: 'You pay' })).toHaveValue('1')
    await axe('Swap')
    await page.getByRole('button', { name: 'Select token' }).click()
    await expect(page.getByRole('searchbox', { name: 'Search tokens' })).toBeVisible()
    await axe('SwapSelectToken')
    await page.getByRole('button', { name: /^USDC/ }).first().click()
    await page.evaluate(() => (window as unknown as SwapLabWindow).__porticoLab.clock.advance(500))
    await page.getByRole('button', { name: 'Review swap' }).click()
    await expect(page.getByText('Minimum received')).toBeVisible()
    await axe('SwapPreview')
  })
})
