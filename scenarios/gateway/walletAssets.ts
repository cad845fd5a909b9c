import {
  BALANCE_ROUTE,
  connectAlpha,
  freshVisit,
  openAccount,
  requestCount,
  wallet,
} from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'

type AssetsMode = 'off' | 'on' | 'malformed'

/** Longer than any balance cache: the next account visit reads its source afresh. */
const PAST_CACHES_MS = 10 * 60_000

/** Switches Alpha's wallet_getAssets, forgets the API's log, reopens the account's tokens. */
async function tokensWith(ctx: LabScenarioContext, assets: AssetsMode): Promise<number> {
  wallet(ctx, 'alpha').update({ assets })
  await ctx.lab.command('blockchain-api', 'clearRequests')
  ctx.clock.advance(PAST_CACHES_MS)
  await openAccount(ctx)
  await ctx.ui.waitForText(/USDC/)
  await ctx.ui.waitFor('the balance fetch to settle', () => !ctx.portico.balances.fetching)
  return requestCount(ctx, 'blockchain-api', BALANCE_ROUTE)
}

export default defineScenario<LabScenarioContext>({
  id: 'wallet-assets-source',
  title: 'wallet_getAssets as the balance source, with the API as fallback',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'Without wallet_getAssets the tokens come from the API; with it the wallet answers and the API is not asked; malformed assets are refused and the API answers again',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('a wallet without wallet_getAssets: the tokens come from the API', async (ctx) => {
      const requests = await tokensWith(ctx, 'off')
      check(requests === 1, `expected one API balance request, saw ${requests}`)
    }),
    step('a wallet with wallet_getAssets: the wallet is the source', async (ctx) => {
      const requests = await tokensWith(ctx, 'on')
      check(requests === 0, `the API was asked ${requests} times though the wallet answered`)
      const tokens = ctx.portico.chains.account('eip155')?.tokenBalance ?? []
      check(
        ['ETH', 'USDC', 'UNI', 'USDT'].every((symbol) => tokens.some((t) => t.symbol === symbol)),
        `the wallet's tokens: ${tokens.map((t) => t.symbol).join(', ')}`,
      )
    }),
    step('malformed assets are refused: the API answers instead', async (ctx) => {
      const requests = await tokensWith(ctx, 'malformed')
      check(requests === 1, `expected the API to be asked once, saw ${requests}`)
    }),
  ],
})
