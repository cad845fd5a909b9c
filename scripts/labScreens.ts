import { mkdir } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { launchChromium } from './bench/chromium'

/**
 * Screenshots of the lab at 1440×900 for docs/visual-review.md (issue 37): the whole lab, then
 * each panel, and a check that no element is wider than its column (a clipped control).
 * Run against a running lab: `npx tsx scripts/labScreens.ts http://127.0.0.1:5199`.
 */
const OUT = 'docs/visual-review'

/** Elements that stick out of their column or scroll sideways: a clipped control. */
export function clippedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const column of document.querySelectorAll<HTMLElement>('.lab-column')) {
      if (column.scrollWidth > column.clientWidth + 1) found.push(`${column.className} scrolls`)
      const edge = column.getBoundingClientRect().right
      for (const el of column.querySelectorAll<HTMLElement>('*')) {
        const box = el.getBoundingClientRect()
        if (box.width > 0 && box.right > edge + 1) {
          found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 40)}"`)
        }
      }
    }
    return found
  })
}

async function shoot(page: Page, name: string, selector?: string): Promise<void> {
  const path = `${OUT}/lab-${name}.png`
  if (selector) await page.locator(selector).first().screenshot({ path })
  else await page.screenshot({ path })
  console.log(path)
}

async function main(url: string): Promise<void> {
  await mkdir(OUT, { recursive: true })
  const browser = await launchChromium()
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.goto(url)
  const host = page.frameLocator('iframe[title="Demo host site"]')
  await host.getByRole('button', { name: /Connect/ }).waitFor()
  await page.getByRole('heading', { name: 'Simulated wallets' }).waitFor()
  await page.getByTestId('solana-wallet-gamma').waitFor()
  await shoot(page, 'overview')
  for (const [name, heading] of [
    ['simulators', 'Simulators'],
    ['faults', 'Faults'],
    ['phone', 'Phone (Lab Mobile)'],
    ['recorder', 'Recorder'],
  ] as const) {
    await shoot(
      page,
      name,
      `section:has(> h2:text-is("${heading}")), section:has(h2:text-is("${heading}"))`,
    )
  }
  // The wallet forms are taller than the screen: the left column, scrolled through them.
  await page.getByTestId('solana-wallet-gamma').waitFor()
  const side = page.locator('.lab-side')
  const top = await page
    .getByRole('heading', { name: 'Simulated wallets' })
    .evaluate((h) => (h.closest('section') as HTMLElement).offsetTop)
  const bottom = await side.evaluate((el) => el.scrollHeight)
  for (let y = top, i = 1; y < bottom; y += 800, i++) {
    await side.evaluate((el, to) => el.scrollTo(0, to), y)
    await shoot(page, `wallets-${i}`)
  }
  // The demo connected, signing a message, in the light theme.
  await host.getByRole('combobox', { name: 'Modal theme' }).selectOption('light')
  await host.getByRole('button', { name: /Connect/ }).click()
  await host
    .getByRole('dialog')
    .getByRole('button', { name: /Alpha Wallet/ })
    .click()
  await host.getByRole('form', { name: 'Sign a message' }).getByRole('button').click()
  await host
    .getByTestId('sign-outcome')
    .getByText(/Signature/)
    .waitFor()
  await shoot(page, 'demo-signed')
  // Step-through: the next step marked.
  await page.getByLabel('Step through (pause between steps)').check()
  await page.getByRole('searchbox', { name: 'Search scenarios' }).fill('3 letters')
  await page.getByRole('button', { name: 'Run A name of 3 letters is refused' }).click()
  await page.getByTestId('scenario-report').getByRole('button', { name: 'Next step' }).waitFor()
  await shoot(page, 'step-through')
  await page.getByTestId('scenario-report').getByRole('button', { name: 'Next step' }).click()
  await page.getByLabel('Step through (pause between steps)').uncheck()
  // The timeline tab, one line pinned.
  await page.getByRole('tab', { name: 'Timeline' }).click()
  await page
    .getByRole('region', { name: 'Timeline' })
    .getByRole('button', { name: /^Pin MODAL_OPEN/ })
    .first()
    .click()
  await shoot(page, 'timeline')
  const clipped = await clippedElements(page)
  console.log(clipped.length === 0 ? 'no clipped control' : `clipped:\n${clipped.join('\n')}`)
  await browser.close()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv[2] ?? 'http://127.0.0.1:5199').catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
