import { expect } from '@playwright/test'
import { test } from './test'

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
  test('behavior: a script on the demo host page cannot open the bridge nor stop a simulator (issue 11 defect 11)', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/')
    const frameElement = page.getByTitle('Demo host site')
    await expect(frameElement).toHaveAttribute('src', /host\.html\?/)
    const hostPage = new URL((await frameElement.getAttribute('src'))!, page.url())
    // The host page has an origin of its own: another 127.0.0.1 port than the lab's.
    expect(hostPage.origin).not.toBe(new URL(baseURL!).origin)
    expect(hostPage.hostname).toBe('127.0.0.1')
    // The frame element has its src before its frame has navigated there: wait for the page.
    const hostFrame = () => page.frame({ url: /host\.html/ })
    await expect
      .poll(() => hostFrame()?.evaluate(() => document.readyState) ?? 'not navigated yet')
      .toBe('complete')
    const frame = hostFrame()!
    // What an injected script on the page would try: the bridge, then stopping anvil with it.
    const outcome = await frame.evaluate(async (url) => {
      const socket = new WebSocket(`${url!.replace('http', 'ws')}/bridge`)
      return new Promise<string>((resolve) => {
        socket.onopen = () => {
          socket.send(
            JSON.stringify({ id: 1, method: 'simulators.stop', params: { name: 'anvil' } }),
          )
          resolve('open')
        }
        socket.onerror = () => resolve('refused')
      })
    }, baseURL)
    expect(outcome).toBe('refused')
    await expect(page.getByTestId('simulator-anvil-state')).toHaveText('running')
    // The lab itself still works with the page: its wallet panel reads the page's wallets.
    await expect(page.getByRole('group', { name: /Alpha/ }).first()).toBeVisible()
  })
})
