import { expect, type Page } from '@playwright/test'
import { VIEWS } from 'portico'
import { expectNoAxeViolations } from './axeCheck'
import { type LabWindow, openHostPage } from './hostPage'
import { test } from './test'

const expectNoViolations = (page: Page, label: string) =>
  expectNoAxeViolations(page, label, { include: 'portico-modal' })

test.describe('accessibility of every view (axe-core)', () => {
  test('behavior: no view has an axe violation, disconnected and connected', async ({ page }) => {
    await openHostPage(page)
    for (const view of VIEWS) {
      await page.evaluate(
        (v) => (window as unknown as LabWindow).__porticoLab.portico.open({ view: v }),
        view,
      )
      await expect(page.getByRole('dialog'), `the ${view} view (disconnected)`).toBeVisible()
      await expect(page.getByRole('progressbar', { name: 'Loading view' })).toHaveCount(0)
      await expectNoViolations(page, `${view} (disconnected)`)
      await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.portico.close())
    }
    await page.evaluate(() =>
      (window as unknown as LabWindow).__porticoLab.portico.connection.connect(
        'eip155',
        'io.portico.lab.alpha',
      ),
    )
    for (const view of ['Account', 'Networks', 'Send', 'Receive'] as const) {
      await page.evaluate(
        (v) => (window as unknown as LabWindow).__porticoLab.portico.open({ view: v }),
        view,
      )
      await expect(page.getByRole('dialog'), `the ${view} view (connected)`).toBeVisible()
      await expect(page.getByRole('progressbar', { name: 'Loading view' })).toHaveCount(0)
      await expectNoViolations(page, `${view} (connected)`)
      await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.portico.close())
    }
  })
})
