import { expect, type Page } from '@playwright/test'
import { scenarios } from '../scenarios/index'
import { TEST_CEILING_MS } from '../scenarios/runner/patience'
import { devAccount } from '../simulators/labKeys'

async function rpc(url: string, method: string, params: unknown[] = []): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: string }).result
}

/** What QA would notice of both chains: the head, and each dev account's balance and nonce. */
async function chainState(page: Page): Promise<Record<string, string>> {
  const src = await page.locator('iframe[title="Demo host site"]').getAttribute('src')
  const params = new URL(src ?? '', 'http://x/').searchParams
  const state: Record<string, string> = {}
  for (const name of ['rpc', 'rpcBase']) {
    const url = params.get(name)
    if (!url) continue
    state[`${name} block`] = await rpc(url, 'eth_blockNumber')
    for (let index = 0; index < 10; index++) {
      const { address } = devAccount(index)
      state[`${name} ${address} balance`] = await rpc(url, 'eth_getBalance', [address, 'latest'])
      state[`${name} ${address} nonce`] = await rpc(url, 'eth_getTransactionCount', [
        address,
        'latest',
      ])
    }
  }
  return state
}

/** How many scenarios a search for `filter` shows (all of them for ''). */
export function runAllCount(filter: string): number {
  const query = filter.toLowerCase()
  return scenarios.filter((s) => `${s.id} ${s.title} ${s.expected}`.toLowerCase().includes(query))
    .length
}

/**
 * In the lab page: Run all `rounds` times (the first in listed order, the others shuffled),
 * each time waiting for the summary, expecting no failure and the chains as they were before
 * the first round. With `filter`, the search shows fewer and Run all runs those.
 */
export async function runAllRounds(page: Page, rounds: number, filter: string): Promise<void> {
  const count = runAllCount(filter)
  await expect(page.getByTestId('simulator-lab-state-state')).toHaveText('running')
  const host = page.frameLocator('iframe[title="Demo host site"]')
  await expect(host.getByRole('button', { name: /Connect/ })).toBeVisible()
  if (filter) await page.getByRole('searchbox', { name: 'Search scenarios' }).fill(filter)
  const before = await chainState(page)
  for (let round = 1; round <= rounds; round++) {
    await page.getByRole('checkbox', { name: 'Shuffled' }).setChecked(round > 1)
    await page.getByRole('button', { name: /^Run (all|\d+ shown)$/ }).click()
    const summary = page.getByTestId('run-summary')
    await expect(summary).toContainText(`${count} of ${count} done`, {
      timeout: (count + 1) * TEST_CEILING_MS,
    })
    await expect(summary).toContainText('lab restored to its start')
    expect(await summary.innerText(), `round ${round}`).toContain(`${count} passed, 0 failed`)
    expect(await chainState(page), `round ${round}: the chains after Run all`).toEqual(before)
  }
}
