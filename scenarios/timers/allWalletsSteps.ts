import { openConnect } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pollUntil, quietPeriod } from '../runner/waits'

/** The wallet-listing stub's image route, as its route table spells it. */
export const WALLET_IMAGE_ROUTE = 'GET /getWalletImage/:id'
/** The wallet-listing stub's list and search route. */
export const WALLET_LIST_ROUTE = 'GET /getWallets'

/** Opens the modal on All wallets, with its first page shown. */
export async function openAllWallets(ctx: LabScenarioContext): Promise<void> {
  await openConnect(ctx)
  await ctx.ui.click('button', /^All wallets/)
  await ctx.ui.findByRole('grid', 'Wallets')
}

/** Types into the wallet search the way React notices it (native setter + input event). */
export async function searchWallets(ctx: LabScenarioContext, text: string): Promise<void> {
  await ctx.ui.type('Search wallets', text, 'searchbox')
}

/** Waits (real time, up to 5 s) until the wallet-listing stub has received a search for `term`. */
export async function searchReachedStub(ctx: LabScenarioContext, term: string): Promise<void> {
  await pollUntil(`the search for "${term}" to reach the wallet listing`, async () => {
    const log = (await ctx.lab.command('wallet-api', 'requests')) as {
      key: string
      query: Record<string, string>
    }[]
    return log.some((entry) => entry.key === WALLET_LIST_ROUTE && entry.query.search === term)
  })
  // Its answer travels back over HTTP on real time; the padding is on the page's virtual clock.
  await quietPeriod(300, 'the answer, back on the page, is held back until the padding ends')
}
