import { BALANCE_ROUTE, connectAlpha, freshVisit, openAccount, requestCount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'

/** SPEC §9: token balances are cached for 30 s. */
const BALANCE_CACHE_MS = 30_000

/** Lets the Account view's balance fetch finish, then counts what reached the stub. */
async function balanceRequests(ctx: LabScenarioContext): Promise<number> {
  await ctx.ui.waitFor('the balance fetch to settle', () => !ctx.portico.balances.fetching)
  await quietPeriod(300, 'no extra balance request reaches the stub while the cache holds')
  return requestCount(ctx, 'blockchain-api', BALANCE_ROUTE)
}

export default defineScenario<LabScenarioContext>({
  id: 'timers-balance-cache',
  title: 'Token balances are reused for 30 seconds',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The account shows the tokens after one request; reopened 29 s later it shows them without asking again; after 30 s it asks again',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the account asks for the balances once and shows the tokens', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.waitForText(/USDC/)
      const count = await balanceRequests(ctx)
      check(count === 1, `expected one balance request, saw ${count}`)
    }),
    step('reopened 29 s later, the balances come from the cache', async (ctx) => {
      ctx.clock.advance(BALANCE_CACHE_MS - 1_000)
      await openAccount(ctx)
      await ctx.ui.waitForText(/USDC/)
      const count = await balanceRequests(ctx)
      check(count === 1, `the cached balances were fetched again (${count} requests)`)
    }),
    step('30 s after the first request, reopening fetches them again', async (ctx) => {
      ctx.clock.advance(2_000)
      await openAccount(ctx)
      await ctx.ui.waitForText(/USDC/)
      const count = await balanceRequests(ctx)
      check(count === 2, `expected a second balance request, saw ${count} in all`)
    }),
  ],
})
