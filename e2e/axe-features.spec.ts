import { expect, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axeCheck'
import { type LabWindow, openHostPage } from './hostPage'
import { test } from './test'

async function connectAlpha(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /^Alpha Wallet/ }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
}

/** Axe on the modal in dark and light; with SHOTS=dir, a 390 px screenshot of each. */
async function check(page: Page, label: string): Promise<void> {
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate(
      (m) => (window as unknown as LabWindow).__porticoLab.portico.theme.setMode(m),
      mode,
    )
    if (process.env.SHOTS)
      await page.screenshot({ path: `${process.env.SHOTS}/${label}-${mode}.png`, fullPage: true })
    await expectNoAxeViolations(page, `${label} (${mode})`, { include: 'portico-modal' })
  }
}

test.describe('accessibility of sign-in, names and buy crypto (axe-core, 390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('behavior: the SIWX prompt has no axe violation', async ({ page }) => {
    await openHostPage(page, '&siwx=required')
    await connectAlpha(page)
    // The modal's own Sign: the demo page's "Sign a message" form appears once connected too,
    // and on a loaded machine it can render before the prompt.
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Sign', exact: true }),
    ).toBeVisible()
    await check(page, 'siwx-prompt')
  })

  test('behavior: RegisterAccountName with availability and suggestions has no axe violation', async ({
    page,
  }) => {
    await openHostPage(page)
    await connectAlpha(page)
    await page.evaluate(() =>
      (window as unknown as LabWindow).__porticoLab.portico.open({ view: 'RegisterAccountName' }),
    )
    await page.getByRole('textbox', { name: 'Name' }).fill('carol-lab')
    await expect(page.getByText('carol-lab.portico.id is available')).toBeVisible()
    await check(page, 'register-name')
    // A refused name says why as it is typed, and Register stays disabled (issue 36 item 12).
    await page.getByRole('textbox', { name: 'Name' }).fill('bob')
    await expect(page.getByRole('button', { name: 'Register name' })).toBeDisabled()
    // The field's own error (the first); a visually hidden alert repeats it to screen readers.
    await expect(
      page.getByText('Use letters, digits and hyphens only, at least 4 characters.').first(),
    ).toBeVisible()
    await check(page, 'register-name-invalid')
  })

  test('behavior: the Buy crypto panel with a quote has no axe violation', async ({ page }) => {
    await openHostPage(page)
    await connectAlpha(page)
    await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.portico.open())
    await page.getByRole('button', { name: 'Buy crypto' }).click()
    await page.getByRole('combobox', { name: 'Buy' }).selectOption('usdc')
    await page.getByRole('textbox', { name: 'Amount (USD)' }).fill('50')
    // Exact: the lab chain keeps earlier tests' purchases, so a balance may end "…48.75 USDC".
    await expect(page.getByText('48.75 USDC', { exact: true })).toBeVisible()
    await check(page, 'buy-crypto')
  })

  test('behavior: the smart sessions part of the Account view has no axe violation', async ({
    page,
  }) => {
    await openHostPage(page, '&smartSessions=1')
    await connectAlpha(page)
    await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.portico.open())
    await expect(page.getByRole('region', { name: 'Smart sessions' })).toBeVisible()
    await expect(page.getByText('No smart session is active.')).toBeVisible()
    await check(page, 'smart-sessions')
  })

  test('behavior: a smart session granted through the wallet has no axe violation', async ({
    page,
  }) => {
    await openHostPage(page, '&smartSessions=1')
    await page.evaluate(() =>
      (window as unknown as LabWindow).__porticoLab.wallets.alpha?.update({ permissions: true }),
    )
    await connectAlpha(page)
    await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.portico.open())
    await page.getByRole('button', { name: 'Grant a session: up to 0.01 ETH a day' }).click()
    await expect(page.getByText('Spend up to 0.01 ETH a day')).toBeVisible()
    await check(page, 'smart-sessions-granted')
  })

  test('behavior: the Account view with an ENS name and avatar has no axe violation', async ({
    page,
  }) => {
    await openHostPage(page)
    await page.evaluate(() =>
      (window as unknown as LabWindow).__porticoLab.wallets.beta?.update({ accountIndex: 1 }),
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /^Beta Wallet/ }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
    await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.portico.open())
    await expect(page.getByRole('img', { name: 'Avatar of carol.eth' })).toBeVisible()
    await check(page, 'account-ens-name')
  })
})

/** The visual fixture page's theme switch (renderer/src/visual). */
type VisualTheme = { setTheme(mode: 'dark' | 'light'): void }

test.describe('accessibility of the Account lists while loading and after a failure (visual fixtures)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const state of ['tokens', 'nfts', 'activity'].flatMap((tab) =>
    ['loading', 'failed'].map((s) => `${tab}-${s}`),
  )) {
    test(`behavior: Account ${state} has no axe violation and one way to hear it`, async ({
      page,
    }) => {
      await page.goto(`/visual.html?view=Account&state=${state}&theme=dark`)
      await page.waitForFunction(() => {
        const v = (window as unknown as { __visual?: { ready: boolean } }).__visual
        return v?.ready === true
      })
      const dialog = page.getByRole('dialog')
      if (state.endsWith('loading')) {
        // One busy status names what loads; the skeleton rows are not in the tree.
        await expect(
          dialog.getByRole('status').and(page.locator('[aria-busy="true"]')),
        ).toHaveCount(1)
        await expect(dialog.getByRole('tabpanel').getByRole('listitem')).toHaveCount(0)
      } else {
        // The failure is one alert in the list area with Try again; no snackbar repeats it.
        await expect(dialog.getByRole('alert')).toHaveCount(1)
        await expect(
          dialog.getByRole('alert').getByRole('button', { name: 'Try again' }),
        ).toBeVisible()
        await expect(page.locator('.portico-snackbar')).toHaveCount(0)
      }
      for (const mode of ['dark', 'light'] as const) {
        await page.evaluate(
          (m) => (window as unknown as { __visual?: VisualTheme }).__visual?.setTheme(m),
          mode,
        )
        await expectNoAxeViolations(page, `Account ${state} (${mode})`, {
          include: 'portico-modal',
        })
      }
    })
  }
})
