import { chooseWallet, freshVisit, openConnect, waitForStatus, wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { settledRequests } from './settledRequests'

/** SPEC §9: an address's registered names (the reverse lookup) are cached for 5 minutes. */
const NAME_CACHE_MS = 5 * 60_000
const REVERSE_ROUTE = 'GET /v1/profile/reverse/:address'

const lookups = (ctx: LabScenarioContext, expected: number) =>
  settledRequests(ctx, REVERSE_ROUTE, expected)

/** Connects Alpha on its second account (no name of its own) and opens the Account view. */
async function connectUnnamed(ctx: LabScenarioContext): Promise<void> {
  if (ctx.portico.connection.status('eip155') !== 'disconnected') {
    await ctx.portico.connection.disconnect()
  }
  await openConnect(ctx)
  await chooseWallet(ctx, 'Alpha Wallet')
  await waitForStatus(ctx, 'connected')
  await openUnnamed(ctx)
}

/** Closes and reopens the Account view, which looks the address's name up. */
async function openUnnamed(ctx: LabScenarioContext): Promise<void> {
  if (ctx.portico.modal.isOpen) ctx.portico.close()
  await ctx.ui.click('button', /0x7099/)
  await ctx.ui.findByRole('button', 'Disconnect')
}

export default defineScenario<LabScenarioContext>({
  id: 'timers-name-lookup-cache',
  title: 'An address without a name is looked up once per 5 minutes',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The account without a name is looked up once; reopening the account 4 min 59 s later asks nothing; after 5 min it is looked up again; disconnecting forgets the answer, so connecting again looks it up at once',
  steps: [
    freshVisit(),
    step('Alpha Wallet offers its second account, which has no name', (ctx) => {
      wallet(ctx, 'alpha').update({ accountIndex: 1 })
    }),
    step('the account view looks the address up once', async (ctx) => {
      await connectUnnamed(ctx)
      const count = await lookups(ctx, 1)
      check(count === 1, `expected one name lookup, saw ${count}`)
    }),
    step('reopened 4 min 59 s later, the answer comes from the cache', async (ctx) => {
      ctx.clock.advance(NAME_CACHE_MS - 1_000)
      await openUnnamed(ctx)
      const count = await lookups(ctx, 1)
      check(count === 1, `the cached lookup was repeated (${count} requests)`)
    }),
    step('5 min after the first lookup, it is repeated', async (ctx) => {
      ctx.clock.advance(2_000)
      await openUnnamed(ctx)
      const count = await lookups(ctx, 2)
      check(count === 2, `expected a second lookup, saw ${count} in all`)
    }),
    step('disconnected and connected again at once, it is looked up afresh', async (ctx) => {
      await connectUnnamed(ctx)
      const count = await lookups(ctx, 3)
      check(count === 3, `the answer for the account that left was reused (${count} requests)`)
    }),
  ],
})
