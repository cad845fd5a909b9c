import { expect, type Page } from '@playwright/test'
import { test } from './test'

/**
 * Issue 11 in a real Chromium: the demo host page carries a strict CSP (its meta tag:
 * default-src 'self', so script-src has no 'unsafe-eval'); loading it and opening the modal must
 * log no CSP violation (defect 10: zod's eval probe logged one on every load).
 */

async function openHostPage(page: Page): Promise<void> {
  await page.goto('/')
  const frame = page.getByTitle('Demo host site')
  await expect(frame).toHaveAttribute('src', /host\.html\?/)
  const src = await frame.getAttribute('src')
  await page.goto(new URL(`${src}`, page.url()).href)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('behavior: a strict-CSP host page logs no CSP violation on load or on opening the modal', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      )
    })
  })
  await openHostPage(page)
  await page
    .getByRole('button', { name: /Connect/ })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'All wallets' }).click()
  await expect(page.getByRole('dialog', { name: 'All wallets' })).toBeVisible()
  expect(violations).toEqual([])
})
