import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { devices, expect, type Page } from '@playwright/test'
import { VIEWS } from 'portico'
import { VISUAL_CASES, type VisualCase } from '../renderer/src/visual/visualCases'
import { test } from './test'

/**
 * Screenshot tests of every view (issue 20): each state of `VISUAL_CASES`, dark and light,
 * desktop and a 390 px wide window, on the visual fixture page (renderer/visual.html: fixed
 * data, frozen clock, mock wallet, fixture auth frame), compared with the baselines in
 * visual.spec.ts-snapshots/. States marked `phone` are shot a third way, on an emulated phone
 * (mobile user agent, touch), where Portico shows a phone its own flow (app links, not a QR).
 * Regenerate with `npx playwright test e2e/visual.spec.ts --update-snapshots=all --grep <state>`,
 * then LOOK at every changed PNG (the lab's gallery page shows them all). `=all`, because the
 * bare flag rewrites only shots that fail the tolerance, and a low-contrast change (dark
 * skeleton bars for a spinner, a snackbar gone from the foot) stays under it.
 */

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const

/**
 * An iPhone as Chromium emulates one: its user agent, touch, the mobile viewport, at the same
 * 390×844 and scale factor as the other shots so the pixels compare like for like.
 */
const PHONE = {
  userAgent: devices['iPhone 13'].userAgent,
  viewport: VIEWPORTS.mobile,
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
} as const
const THEMES = ['dark', 'light'] as const

type VisualWindow = {
  __visual?: {
    ready: boolean
    error?: string
    unhandled: string[]
    setTheme(mode: 'dark' | 'light'): void
    tick(ms: number): void
  }
}

/** The snapshot name of one shot; the gallery reads the same pattern back. */
function shotName(c: VisualCase, theme: string, viewport: string): string {
  return `${c.view}-${c.state}-${theme}-${viewport}.png`
}

async function openState(page: Page, c: VisualCase): Promise<void> {
  await page.goto(`/visual.html?view=${c.view}&state=${c.state}&theme=dark`)
  await page.waitForFunction(() => {
    const v = (window as unknown as VisualWindow).__visual
    return v?.ready === true || v?.error !== undefined
  })
  expect(await page.evaluate(() => (window as unknown as VisualWindow).__visual?.error)).toBe(
    undefined,
  )
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  for (const step of c.steps ?? []) {
    if ('fill' in step) await dialog.getByLabel(step.fill, { exact: true }).fill(step.value)
    else if ('click' in step) {
      const name = step.prefix ? new RegExp(`^${step.click}`) : step.click
      await dialog.getByRole('button', { name, exact: true }).first().click()
    } else if ('see' in step) {
      // An answer arrived (a frame reply, a refusal): its text, or a spinner of that name.
      const seen = dialog
        .getByText(step.see)
        .or(dialog.getByRole('progressbar', { name: step.see }))
      await expect(seen.first()).toBeVisible()
    } else
      await page.evaluate((ms) => (window as unknown as VisualWindow).__visual?.tick(ms), step.tick)
  }
  await expect(page.getByRole('progressbar', { name: 'Loading view' })).toHaveCount(0)
}

async function setTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate((t) => (window as unknown as VisualWindow).__visual?.setTheme(t), theme)
}

async function expectNothingUnhandled(page: Page): Promise<void> {
  const unhandled = await page.evaluate(
    () => (window as unknown as VisualWindow).__visual?.unhandled,
  )
  expect(unhandled, 'requests the fixtures do not answer').toEqual([])
}

async function expectShot(page: Page, name: string, mobile: boolean): Promise<void> {
  const options = { animations: 'disabled', maxDiffPixelRatio: 0.01 } as const
  // On a phone the modal is a bottom sheet: the whole screen shows where it sits.
  if (mobile) await expect(page).toHaveScreenshot(name, options)
  else await expect(page.getByRole('dialog')).toHaveScreenshot(name, options)
}

// Every shot loads its own page from fixed fixtures and shares nothing with the others, so both
// workers take them; as one file they held one worker for about a third of the e2e phase.
test.describe.configure({ mode: 'parallel' })

test.describe('visual: screenshots of every view state', () => {
  test('parameters: every view is shot, each state once, and every baseline is a shot', () => {
    const shot = new Set(VISUAL_CASES.map((c) => c.view))
    expect(VIEWS.filter((v) => !shot.has(v))).toEqual([])
    const ids = VISUAL_CASES.map((c) => `${c.view}-${c.state}`)
    expect(new Set(ids).size).toBe(ids.length)
    // A baseline no state takes any more (a renamed or removed state) is a stale picture.
    const taken = new Set(
      VISUAL_CASES.flatMap((c) =>
        THEMES.flatMap((theme) => [
          ...Object.keys(VIEWPORTS).map((viewport) => shotName(c, theme, viewport)),
          ...(c.phone ? [shotName(c, theme, 'phone')] : []),
        ]),
      ),
    )
    const stale = builtBaselines.filter(
      (f) => !taken.has(f.replace(/-browser-linux\.png$/, '.png')),
    )
    expect(stale).toEqual([])
  })

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })
  // One page load per state: the theme switches in place and the phone layout is CSS, so the
  // four shots of a state cost one render (the whole spec stays near a minute).
  for (const c of VISUAL_CASES) {
    test(`default: ${c.view} ${c.state} (dark, light; desktop, mobile)`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.desktop)
      await openState(page, c)
      for (const [viewport, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size)
        for (const theme of THEMES) {
          await setTheme(page, theme)
          await expectShot(page, shotName(c, theme, viewport), viewport === 'mobile')
        }
      }
      await expectNothingUnhandled(page)
    })
  }
})

test.describe('visual: the states a phone sees differently, on an emulated phone', () => {
  test.use(PHONE)
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })
  for (const c of VISUAL_CASES.filter((c) => c.phone)) {
    test(`default: ${c.view} ${c.state} on a phone (dark, light)`, async ({ page }) => {
      await openState(page, c)
      for (const theme of THEMES) {
        await setTheme(page, theme)
        await expectShot(page, shotName(c, theme, 'phone'), true)
      }
      await expectNothingUnhandled(page)
    })
  }
})

// The baselines as this run's lab build saw them: read when the worker loads the spec, after the
// build and before any test of an `--update-snapshots` run writes new files.
const snapshotDir = fileURLToPath(new URL('./visual.spec.ts-snapshots/', import.meta.url))
const builtBaselines = existsSync(snapshotDir)
  ? readdirSync(snapshotDir).filter((f) => f.endsWith('.png'))
  : []

test.describe('visual: the lab gallery', () => {
  test('behavior: the gallery page lists every committed baseline with its label', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Screenshot gallery' })).toHaveAttribute(
      'href',
      './gallery.html',
    )
    await page.goto('/gallery.html')
    await expect(page.getByRole('img')).toHaveCount(builtBaselines.length)
    for (const file of builtBaselines.filter((f) => f.startsWith('Account-tokens-filled-'))) {
      const [, theme, viewport] = /-(dark|light)-(desktop|mobile)/.exec(file) ?? []
      await expect(
        page
          .getByRole('region', { name: 'Account · tokens-filled' })
          .getByRole('img', { name: `Account tokens-filled, ${theme}, ${viewport}` }),
      ).toHaveCount(1)
    }
  })
})
