import { expect } from '@playwright/test'
import { test } from './test'

test.describe('modal languages on the demo host page', () => {
  test('behavior: words-locales: the Connect view speaks German, then French, as the page’s switch says', async ({
    page,
  }) => {
    await page.goto('/host.html?locale=de')
    const language = page.getByRole('combobox', { name: 'Modal language' })
    await expect(language).toHaveValue('de')
    await page.locator('.acme-actions').getByRole('button').last().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Wallet verbinden' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible()

    await language.selectOption('fr')
    await expect(page).toHaveURL(/locale=fr/)
    await expect(dialog.getByRole('heading', { name: 'Connecter un portefeuille' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible()

    await language.selectOption('en')
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  })
})
