import { expect, test } from '@playwright/test'

test.describe('the lab in browser mode', () => {
  test('default: shows anvil running on chain 31337 with a live block number', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Portico lab' })).toBeVisible()
    await expect(page.getByTestId('bridge-kind')).toHaveText('Browser mode')
    await expect(page.getByTestId('simulator-anvil-state')).toHaveText('running')
    await expect(page.getByTestId('anvil-chain-id')).toHaveText('31337')
    await expect(page.getByTestId('anvil-block-number')).toHaveText(/^\d+$/)
  })

  test('behavior: mining a block from the lab raises the block number', async ({ page }) => {
    await page.goto('/')
    const block = page.getByTestId('anvil-block-number')
    await expect(block).toHaveText(/^\d+$/)
    const before = Number(await block.textContent())
    await page.getByRole('button', { name: 'Mine a block' }).click()
    await expect.poll(async () => Number(await block.textContent())).toBeGreaterThan(before)
  })

  test('behavior: the bridge refuses a page from another origin', async ({ page, baseURL }) => {
    await page.goto('about:blank')
    const outcome = await page.evaluate(async (url) => {
      const socket = new WebSocket(`${url!.replace('http', 'ws')}/bridge`)
      return new Promise<string>((resolve) => {
        socket.onopen = () => resolve('open')
        socket.onerror = () => resolve('refused')
      })
    }, baseURL)
    expect(outcome).toBe('refused')
  })
})
