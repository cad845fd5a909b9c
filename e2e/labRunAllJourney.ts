import { expect, type Page } from '@playwright/test'
import { scenarios } from '../scenarios/index'
import { TEST_CEILING_MS } from '../scenarios/runner/patience'
import { labBalances } from './labRunAllBalances'

/** How many scenarios a search for `filter` shows (all of them for ''). */
export function runAllCount(filter: string): number {
  const query = filter.toLowerCase()
  return scenarios.filter((s) => `${s.id} ${s.title} ${s.expected}`.toLowerCase().includes(query))
    .length
}

/** One round's order: as listed, shuffled with the lab's own seed, or with a given one. */
export type RoundOrder = { kind: 'listed' } | { kind: 'shuffled'; seed?: number }

/** What one round did: its order as the summary names it, its time, and its failures. */
export interface RoundResult {
  order: string
  seconds: number
  failed: string[]
}

/**
 * In the lab page: runs Run all once per entry of `rounds`, each time waiting for the summary,
 * and expects no failure and every chain family (both anvils, Solana, bitcoin, polkadot) as it
 * was before the first round. A failed round's summary lists its failures as links, and the
 * first one reveals that scenario in the list. With `filter`, the search shows fewer and Run
 * all runs those. `report` hears of each round as it ends (the seed is printed there).
 */
export async function runAllRounds(
  page: Page,
  rounds: readonly RoundOrder[],
  filter: string,
  report: (round: number, result: RoundResult) => void,
): Promise<void> {
  const count = runAllCount(filter)
  await expect(page.getByTestId('simulator-lab-state-state')).toHaveText('running')
  await expect(page.getByTestId('simulator-polkadot-state')).toHaveText('running')
  const host = page.frameLocator('iframe[title="Demo host site"]')
  await expect(host.getByRole('button', { name: /Connect/ })).toBeVisible()
  if (filter) await page.getByRole('searchbox', { name: 'Search scenarios' }).fill(filter)
  const before = await labBalances(page)
  for (const [index, order] of rounds.entries()) {
    const round = index + 1
    const started = performance.now()
    await page.getByRole('checkbox', { name: 'Shuffled' }).setChecked(order.kind === 'shuffled')
    if (order.kind === 'shuffled') {
      await page.getByRole('textbox', { name: 'Seed' }).fill(order.seed?.toString() ?? '')
    }
    await page.getByRole('button', { name: /^Run (all|\d+ shown)$/ }).click()
    const summary = page.getByTestId('run-summary')
    await expect(summary).toContainText(`${count} of ${count} done`, {
      timeout: (count + 1) * TEST_CEILING_MS,
    })
    await expect(summary).toContainText('lab restored to its start')
    const links = summary.getByRole('list', { name: 'Failed scenarios' }).getByRole('link')
    const failed = await links.allInnerTexts()
    const line = await summary.locator('.summary-line').innerText()
    report(round, {
      order: /· ([^·]+)/.exec(line)?.[1]?.trim() ?? line,
      seconds: Math.round((performance.now() - started) / 1000),
      failed,
    })
    if (failed.length > 0) {
      // The summary's link shows the failed scenario (search cleared, areas open) in the list.
      await links.first().click()
      const title = page.locator('.scenario-title', { hasText: failed[0] ?? '' })
      await expect(page.locator('li[id^="scenario-"]', { has: title }).first()).toBeInViewport()
    }
    expect(failed, `round ${round} (${line}): the failed scenarios`).toEqual([])
    expect(line, `round ${round}`).toContain(`${count} passed, 0 failed`)
    expect(await labBalances(page), `round ${round}: the chains after Run all`).toEqual(before)
  }
}
