import { connectAlpha, freshVisit, openAccount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { settledRequests } from './settledRequests'

/** SPEC §9: an account's identity (name, avatar) is cached for 5 minutes. */
const IDENTITY_CACHE_MS = 5 * 60_000
const IDENTITY_ROUTE = 'GET /v1/identity/:address'

const identityRequests = (ctx: LabScenarioContext, expected: number) =>
  settledRequests(ctx, IDENTITY_ROUTE, expected)

/** Closes and reopens the account: the Account view asks who the account is. */
async function reopen(ctx: LabScenarioContext): Promise<void> {
  ctx.portico.close()
  await openAccount(ctx)
  await ctx.ui.waitForText('alice.portico.id')
}

/** Disconnects and connects Alpha again: disconnecting forgets what was read for the account. */
async function reconnect(ctx: LabScenarioContext): Promise<void> {
  await ctx.portico.connection.disconnect()
  await connectAlpha().run(ctx)
  await openAccount(ctx)
  await ctx.ui.waitForText('alice.portico.id')
}

export default defineScenario<LabScenarioContext>({
  id: 'timers-identity-cache',
  title: 'An account’s name is reused for 5 minutes',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'alice.portico.id shows after one identity request; reopening the account 4 min 59 s later shows it without asking; after 5 min it is asked again; disconnecting forgets it, so connecting again asks at once',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the account shows alice.portico.id after one identity request', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.waitForText('alice.portico.id')
      const count = await identityRequests(ctx, 1)
      check(count === 1, `expected one identity request, saw ${count}`)
    }),
    step('reopened 4 min 59 s later, the name comes from the cache', async (ctx) => {
      ctx.clock.advance(IDENTITY_CACHE_MS - 1_000)
      await reopen(ctx)
      const count = await identityRequests(ctx, 1)
      check(count === 1, `the cached identity was fetched again (${count} requests)`)
    }),
    step('5 min after the first request, it is fetched again', async (ctx) => {
      ctx.clock.advance(2_000)
      await reopen(ctx)
      const count = await identityRequests(ctx, 2)
      check(count === 2, `expected a second identity request, saw ${count} in all`)
    }),
    step('disconnected and connected again at once, the name is fetched afresh', async (ctx) => {
      await reconnect(ctx)
      const count = await identityRequests(ctx, 3)
      check(count === 3, `the name of the account that left was reused (${count} requests)`)
    }),
  ],
})
