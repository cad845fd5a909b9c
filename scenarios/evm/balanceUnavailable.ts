import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'
import { BALANCE_ROUTE, connectAlpha, freshVisit, openAccount, requestCount } from './evmSteps'

/** SPEC §9: a balance retry is allowed at least 30 s after a failure. */
const RETRY_AFTER_MS = 30_000

/** Lets any balance fetch the Account view started finish, then counts the stub's requests. */
async function settledBalanceRequests(ctx: LabScenarioContext): Promise<number> {
  await ctx.ui.waitFor('the balance fetch to settle', () => !ctx.portico.balances.fetching)
  await quietPeriod(300, 'no extra balance request reaches the stub before the retry is allowed')
  return requestCount(ctx, 'blockchain-api', BALANCE_ROUTE)
}

export default defineScenario<LabScenarioContext>({
  id: 'evm-balance-500',
  title: 'Balance endpoint answers 500',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    '"Token Balance Unavailable"; reopening the account within 30 s sends no request; after 30 s (virtual) the request goes through and the tokens show',
  steps: [
    freshVisit(),
    step('the balance endpoint answers 500', async (ctx) => {
      await ctx.lab.command('blockchain-api', 'setFault', { key: BALANCE_ROUTE, status: 500 })
    }),
    connectAlpha(),
    step('the account shows "Token Balance Unavailable"', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.waitForText('Token Balance Unavailable')
      check((await settledBalanceRequests(ctx)) === 1, 'expected exactly one balance request')
    }),
    step('reopening the account 10 s later sends no request', async (ctx) => {
      ctx.clock.advance(10_000)
      await ctx.lab.command('blockchain-api', 'clearFaults')
      await openAccount(ctx)
      const count = await settledBalanceRequests(ctx)
      check(count === 1, `a retry within 30 s reached the stub (${count} requests)`)
    }),
    step('30 s after the failure the retry goes through', async (ctx) => {
      ctx.clock.advance(RETRY_AFTER_MS - 10_000)
      await openAccount(ctx)
      await ctx.ui.waitForText(/USDC/)
      const count = await settledBalanceRequests(ctx)
      check(count === 2, `expected a second balance request, saw ${count} in all`)
    }),
  ],
})
