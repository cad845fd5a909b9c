import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { test } from './test'

const DIR = join(process.cwd(), 'scenarios/recorded')
const FILE = join(DIR, 'recorded-connect-alpha-by-recording.ts')
const INDEX = join(DIR, 'index.ts')

test.describe('the recorder', () => {
  let index = ''
  test.beforeAll(async () => {
    index = await readFile(INDEX, 'utf8')
  })
  // The recording is this test's own: the repository is left as it was.
  test.afterAll(async () => {
    await rm(FILE, { force: true })
    await writeFile(INDEX, index)
  })

  test('default: a recorded session is written as a scenario file that replays and passes', async ({
    page,
  }) => {
    await page.goto('/')
    const host = page.frameLocator('iframe[title="Demo host site"]')
    await expect(host.getByRole('button', { name: /Connect/ })).toBeVisible()
    const recorder = page.getByRole('region', { name: 'Recorder' })
    await recorder.getByRole('button', { name: 'Record' }).click()
    await expect(recorder.getByTestId('recorder-state')).toHaveText('recording')
    await expect(page.getByTestId('clock-mode')).toHaveText('paused')
    await host.getByRole('button', { name: 'Connect Wallet' }).click()
    await host
      .getByRole('dialog')
      .getByRole('button', { name: /^Alpha Wallet/ })
      .click()
    await expect(host.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Advance +1 s' }).click()
    await recorder.getByRole('button', { name: 'Pick text to check' }).click()
    await host.getByText(/^Signed in as 0x/).click()
    const actions = recorder.getByTestId('recorded-actions')
    await expect(actions).toContainText('the page shows "Signed in as 0xf39F')
    await recorder.getByRole('button', { name: 'Stop recording' }).click()
    await expect(actions).toContainText('click the button "Connect Wallet"')
    await expect(actions).toContainText('the clock moves on 1000 ms')
    await recorder.getByLabel('Scenario title').fill('Connect Alpha by recording')
    await recorder.getByLabel('What QA should see').fill('the page greets the account')
    await recorder.getByRole('button', { name: 'Save scenario' }).click()
    await expect(recorder.getByTestId('recorder-saved')).toContainText(
      'Saved scenarios/recorded/recorded-connect-alpha-by-recording.ts',
    )
    expect(existsSync(FILE)).toBe(true)
    expect(await readFile(INDEX, 'utf8')).toContain('./recorded-connect-alpha-by-recording')

    await recorder.getByRole('button', { name: 'Replay recording' }).click()
    const status = page.getByTestId('scenario-status')
    await expect(status).toHaveText(/passed|failed/)
    const report = await page.getByTestId('scenario-report').innerText()
    expect(await status.textContent(), report).toBe('passed')
    expect(report).toContain('click the button "Connect Wallet"')
  })
})
