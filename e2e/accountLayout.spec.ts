import { expect, type Page } from '@playwright/test'
import { type LabWindow, openHostPage } from './hostPage'
import { test } from './test'

async function openAccount(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((m) => {
    const { portico } = (window as unknown as LabWindow).__porticoLab
    portico.theme.setMode(m)
    portico.open({ view: 'Account' })
  }, mode)
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Tokens' })).toBeVisible()
  // Measure and look once the opening motion has ended.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
}

async function dialogHeight(page: Page): Promise<number> {
  // Whole pixels: layout can differ in the fifth decimal between tabs, which no one sees.
  return Math.round((await page.getByRole('dialog').boundingBox())?.height ?? 0)
}

test.describe('the Account view on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('behavior: one feature row, the same height on every tab, Receive as its own view, a one-line account button', async ({
    page,
  }, testInfo) => {
    await openHostPage(page)
    await page.evaluate(() =>
      (window as unknown as LabWindow).__porticoLab.portico.connection.connect(
        'eip155',
        'io.portico.lab.alpha',
      ),
    )
    for (const mode of ['dark', 'light'] as const) {
      await openAccount(page, mode)
      const features = page.getByRole('region', { name: 'Wallet features' }).getByRole('button')
      const tops = new Set(
        (await features.evaluateAll((all) => all.map((b) => b.getBoundingClientRect().top))).map(
          Math.round,
        ),
      )
      expect(tops.size, 'feature buttons on one row').toBe(1)
      await page.screenshot({ path: testInfo.outputPath(`account-${mode}.png`) })

      const heights = [await dialogHeight(page)]
      for (const tab of ['NFTs', 'Activity', 'Tokens']) {
        await page.getByRole('tab', { name: tab }).click()
        await expect(page.getByRole('progressbar')).toHaveCount(0)
        // A list loading shows skeleton rows under one busy status.
        await expect(page.getByRole('status').and(page.locator('[aria-busy="true"]'))).toHaveCount(
          0,
        )
        heights.push(await dialogHeight(page))
      }
      expect(new Set(heights).size, `dialog heights ${heights.join(', ')}`).toBe(1)

      await page.getByRole('button', { name: 'Receive' }).click()
      await expect(page.getByRole('img', { name: 'QR code of your address' })).toBeVisible()
      const dialog = (await page.getByRole('dialog').boundingBox()) ?? { y: 0, height: 0 }
      expect(dialog.y + dialog.height).toBeLessThanOrEqual(844)
      await page.screenshot({ path: testInfo.outputPath(`receive-${mode}.png`) })
      await page.getByRole('button', { name: 'Back' }).click()
      await expect(page.getByRole('list', { name: 'Tokens' })).toBeVisible()
      await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.portico.close())
    }
    // The host's balance pill (the Account view read the balance and name): balance and name on one line, inside the phone's width.
    const pill = page.locator('[data-portico-button="connect"]')
    await expect(pill).toContainText(/ETH/)
    const box = await pill.boundingBox()
    expect(box?.height).toBeLessThanOrEqual(44)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
  })

  test('behavior: the snackbar drops in at the top, clear of the sheet and its buttons', async ({
    page,
  }, testInfo) => {
    await openHostPage(page)
    await page.evaluate(() =>
      (window as unknown as LabWindow).__porticoLab.portico.connection.connect(
        'eip155',
        'io.portico.lab.alpha',
      ),
    )
    for (const mode of ['dark', 'light'] as const) {
      await openAccount(page, mode)
      await page.getByRole('button', { name: 'Copy address' }).click()
      const snackbar = page.locator('.portico-snackbar')
      await expect(snackbar).toBeVisible()
      await snackbar.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
      const note = (await snackbar.boundingBox()) ?? { y: 0, height: 0 }
      const sheet = (await page.getByRole('dialog').boundingBox()) ?? { y: 0, height: 0 }
      expect(note.y, 'snackbar inside the screen').toBeGreaterThanOrEqual(0)
      expect(note.y + note.height, 'snackbar above the sheet').toBeLessThanOrEqual(sheet.y)
      await page.screenshot({ path: testInfo.outputPath(`snackbar-${mode}.png`) })
      await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.portico.close())
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
  })
})
