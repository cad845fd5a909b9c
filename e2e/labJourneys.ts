import { readFile } from 'node:fs/promises'
import { expect, type FrameLocator, type Page, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { scenarios } from '../scenarios/index'
import { areaOf } from '../scenarios/runner/areas'
import { TEST_CEILING_MS, WAIT_CEILING_MS } from '../scenarios/runner/patience'
import { quietPeriod } from '../scenarios/runner/waits'
import { devAccount } from '../simulators/labKeys'

/**
 * The lab journeys both modes must pass: the browser spec (e2e/labPanels.spec.ts) and the
 * Electron spec (e2e/electron.spec.ts) run the same functions on their page.
 */

/** The status a lab URL answers, fetched from the lab page (0 when the connection fails). */
function statusOf(page: Page, url: string): Promise<number> {
  return page.evaluate(async (target) => {
    try {
      return (await fetch(target)).status
    } catch {
      return 0
    }
  }, url)
}

/** The lab with its demo frame loaded (Electron opens it itself); the frame and its URL. */
export async function openLab(page: Page) {
  if (!page.url().startsWith('file:')) await page.goto('/')
  for (const name of ['anvil', 'blockchain-api', 'wallet-api', 'relay']) {
    await expect(page.getByTestId(`simulator-${name}-state`)).toHaveText('running')
  }
  const host = page.frameLocator('iframe[title="Demo host site"]')
  await expect(host.getByRole('button', { name: /Connect/ })).toBeVisible()
  const src = await page.locator('iframe[title="Demo host site"]').getAttribute('src')
  const params = new URL(src!, 'http://x/').searchParams
  const chains = `${params.get('api')}/v1/supported-chains?projectId=p&st=portico&sv=0.1.0`
  return { host, chains }
}

/** In the demo frame: connects Alpha Wallet from the Connect button, then opens the account. */
export async function connectAlphaAndOpenAccount(host: FrameLocator): Promise<void> {
  await host.getByRole('button', { name: /Connect/ }).click()
  await host
    .getByRole('dialog')
    .getByRole('button', { name: /Alpha Wallet/ })
    .click()
  await expect(host.getByRole('dialog')).toHaveCount(0)
  await host
    .getByRole('button', { name: /alice\.portico\.id|0x/ })
    .last()
    .click()
}

const clockTime = async (page: Page) =>
  Date.parse((await page.getByTestId('virtual-clock').textContent()) ?? '')

export async function clockJourney(page: Page): Promise<void> {
  await openLab(page)
  await expect(page.getByTestId('clock-mode')).toHaveText('real time')
  const start = await clockTime(page)
  await expect.poll(() => clockTime(page)).toBeGreaterThan(start + 500)
  await page.getByRole('button', { name: 'Pause clock' }).click()
  await expect(page.getByTestId('clock-mode')).toHaveText('paused')
  await quietPeriod(400, 'the badge shows the time the clock was paused at')
  const paused = await clockTime(page)
  await quietPeriod(800, 'a paused clock does not move while real time passes')
  expect(await clockTime(page)).toBe(paused)
  await page.getByRole('button', { name: 'Advance +30 s' }).click()
  await expect.poll(() => clockTime(page)).toBe(paused + 30_000)
  await page.getByLabel('Custom step (s)').fill('2.5')
  await page.getByRole('button', { name: 'Advance custom step' }).click()
  await expect.poll(() => clockTime(page)).toBe(paused + 32_500)
  await page.getByRole('button', { name: 'Resume clock' }).click()
  await expect.poll(() => clockTime(page)).toBeGreaterThan(paused + 33_000)
}

export async function faultsJourney(page: Page): Promise<void> {
  const { chains } = await openLab(page)
  expect(await statusOf(page, chains)).toBe(200)
  const faults = page.getByRole('region', { name: 'Faults' })
  await faults.getByLabel('Simulator').selectOption('blockchain-api')
  await faults.getByLabel('Route').selectOption('GET /v1/supported-chains')
  await faults.getByLabel('Status code').fill('503')
  await faults.getByRole('button', { name: 'Apply fault' }).click()
  await expect(faults.getByTestId('active-faults')).toContainText(
    'blockchain-api GET /v1/supported-chains: status 503',
  )
  expect(await statusOf(page, chains)).toBe(503)
  await faults.getByLabel('Status code').fill('')
  await faults.getByLabel('Malformed body').check()
  await faults.getByRole('button', { name: 'Apply fault' }).click()
  await expect(faults.getByTestId('active-faults')).toContainText('malformed body')
  const body = await page.evaluate(async (url) => (await fetch(url)).text(), chains)
  expect(() => JSON.parse(body)).toThrow()
  await faults.getByRole('button', { name: 'Reset all faults' }).click()
  await expect(faults.getByTestId('no-faults')).toBeVisible()
  expect(await statusOf(page, chains)).toBe(200)
}

export async function restartJourney(page: Page): Promise<void> {
  const { host, chains } = await openLab(page)
  const frame = page.locator('iframe[title="Demo host site"]')
  const src = await frame.getAttribute('src')
  await page.getByRole('button', { name: 'Stop blockchain-api' }).click()
  await expect(page.getByTestId('simulator-blockchain-api-state')).toHaveText('stopped')
  await expect(frame).toHaveAttribute('src', src!)
  await expect(host.getByRole('button', { name: /Connect/ })).toBeVisible()
  expect(await statusOf(page, chains)).toBe(0)
  await page.getByRole('button', { name: 'Start blockchain-api' }).click()
  await expect(page.getByTestId('simulator-blockchain-api-state')).toHaveText('running')
  await expect(frame).toHaveAttribute('src', src!)
  expect(await statusOf(page, chains)).toBe(200)
  const timeline = page.getByTestId('timeline')
  await expect(timeline).toContainText('blockchain-api stopped')
  await expect(timeline).toContainText('blockchain-api running')
}

export async function timelineJourney(page: Page): Promise<void> {
  const { host } = await openLab(page)
  await host.getByRole('button', { name: /Connect/ }).click()
  const timeline = page.getByTestId('timeline')
  await expect(timeline).toContainText('MODAL_OPEN')
  await expect(timeline).toContainText('view Connect')
  // The wallet listing's hosted paths (/getWallets, …) or the Blockchain API's (/v1/…).
  await expect(timeline).toContainText(/GET 127\.0\.0\.1:\d+\/\S+ → 200/)
  // The timeline is its own tab beside the scenarios, not under their list.
  await page.getByRole('tab', { name: 'Timeline' }).click()
  const panel = page.getByRole('region', { name: 'Timeline' })
  await panel.getByRole('searchbox', { name: 'Filter the timeline' }).fill('modal_open')
  await expect(timeline.locator('li')).toHaveCount(1)
  await panel.getByRole('button', { name: 'Pin MODAL_OPEN' }).click()
  await expect(page.getByTestId('timeline-pinned')).toContainText('MODAL_OPEN')
  await panel.getByRole('searchbox', { name: 'Filter the timeline' }).fill('')
  await panel.getByLabel('http').uncheck()
  await expect(timeline).not.toContainText(/ → 200/)
  await expect(timeline).toContainText('MODAL_OPEN')
  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Export JSON' }).click()
  const exported = JSON.parse(await readFile((await (await download).path())!, 'utf8'))
  expect(exported[0]).toMatchObject({ kind: 'event', title: 'MODAL_OPEN', pinned: true })
}

export async function runAreaJourney(page: Page): Promise<void> {
  const count = scenarios.filter((s) => areaOf(s.id) === 'Names').length
  // A replay takes up to ~20 s on a quiet machine, several times that on a loaded one; the
  // area grows as scenarios are added to it.
  test.setTimeout(TEST_CEILING_MS + count * WAIT_CEILING_MS)
  await openLab(page)
  await page.getByRole('button', { name: 'Run all in Names' }).click()
  const summary = page.getByTestId('run-summary')
  await expect(summary).toContainText(
    `Run all: ${count} of ${count} done, ${count} passed, 0 failed · listed order`,
    { timeout: count * WAIT_CEILING_MS },
  )
  // Each scenario started from the lab's known state, and the lab is back in it.
  await expect(summary).toContainText('lab restored to its start')
}

export async function stepThroughJourney(page: Page): Promise<void> {
  await openLab(page)
  await page.getByLabel('Step through (pause between steps)').check()
  await page.getByRole('button', { name: 'Run A name of 3 letters is refused' }).click()
  const report = page.getByTestId('scenario-report')
  const next = report.getByRole('button', { name: 'Next step' })
  await expect(next).toBeVisible()
  await expect(report.locator('[data-status="passed"]')).toHaveCount(0)
  // The step Next step will run is marked, and it is the first one.
  await expect(report.locator('[aria-current="step"]')).toHaveCount(1)
  await expect(report.locator('li').first()).toHaveAttribute('aria-current', 'step')
  const status = page.getByTestId('scenario-status')
  const passed = report.locator('[data-status="passed"]')
  for (let clicks = 0; clicks < 20; clicks++) {
    // The next pause, or the end of the run: whichever the scenario reaches first.
    await expect(next.or(status.filter({ hasNotText: 'running' }))).toBeVisible()
    if ((await status.textContent()) !== 'running') break
    const done = await passed.count()
    await next.click()
    // The step ran: one more has passed, or the run has ended.
    await expect
      .poll(async () => (await passed.count()) > done || (await status.textContent()) !== 'running')
      .toBe(true)
  }
  await expect(page.getByTestId('scenario-status')).toHaveText('passed')
}

export async function signAndThemeJourney(page: Page): Promise<void> {
  const { host } = await openLab(page)
  await host.getByRole('combobox', { name: 'Modal theme' }).selectOption('light')
  await host.getByRole('button', { name: /Connect/ }).click()
  await expect(host.getByRole('dialog')).toBeVisible()
  await host
    .getByRole('dialog')
    .getByRole('button', { name: /Alpha Wallet/ })
    .click()
  await expect(host.getByRole('dialog')).toHaveCount(0)
  const form = host.getByRole('form', { name: 'Sign a message' })
  await form.getByLabel('Message').fill('Issue 37 was here')
  await form.getByRole('button', { name: 'Sign a message' }).click()
  const outcome = host.getByTestId('sign-outcome')
  await expect(outcome).toHaveText(/^Signature: 0x[0-9a-f]{130}$/)
  const signature = ((await outcome.textContent()) ?? '').replace('Signature: ', '')
  // Checked with viem (the reference), against Alpha's first account.
  const valid = await verifyMessage({
    address: devAccount(0).address,
    message: 'Issue 37 was here',
    signature: signature as `0x${string}`,
  })
  expect(valid).toBe(true)
}

/** Every journey, by the name both specs give its test. */
export const LAB_JOURNEYS: readonly { name: string; run(page: Page): Promise<void> }[] = [
  {
    name: 'default: the virtual clock follows real time; paused, it moves only by steps',
    run: clockJourney,
  },
  {
    name: 'behavior: a fault is applied live, listed while active, and one reset clears it',
    run: faultsJourney,
  },
  {
    name: 'behavior: a stopped simulator leaves the demo mounted; restarted, it keeps its port',
    run: restartJourney,
  },
  {
    name: 'behavior: the timeline shows the page’s events, views and HTTP, filtered by kind',
    run: timelineJourney,
  },
  { name: 'behavior: Run all in an area replays each scenario and sums up', run: runAreaJourney },
  { name: 'behavior: step-through waits for Next step before each step', run: stepThroughJourney },
  {
    name: 'behavior: the demo page signs a message with the connected wallet, in the light theme',
    run: signAndThemeJourney,
  },
]
