import { formatBalance } from 'portico'
import { connectAlpha, DEV_ACCOUNT_0, freshVisit, openAccount, requestCount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { pollUntil } from '../runner/waits'

/** The stub's gateway path and its secondary endpoint, as fault and request-log keys. */
export const GATEWAY_ROUTE = 'POST /v1'
export const FALLBACK_ROUTE = 'POST /rpc/fallback'

/** True once `count` is above zero (request logs settle a little late); false at the ceiling. */
async function eventually(count: () => Promise<number>): Promise<boolean> {
  return pollUntil('a request in the log', async () => (await count()) > 0).catch(() => false)
}

export default defineScenario<LabScenarioContext>({
  id: 'gateway-fallback',
  title: 'RPC gateway answers 500: reads move to the fallback endpoint',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'the account balance is read through the gateway (/v1/?chainId&projectId); with the gateway answering 500 the new balance (1,234.5 ETH) still shows, read from the fallback endpoint',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the balance is read through the gateway', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.waitForText(/ETH/)
      check(
        await eventually(() => requestCount(ctx, 'blockchain-api', GATEWAY_ROUTE)),
        'no gateway read',
      )
    }),
    step('the gateway answers 500 and the chain moves on', async (ctx) => {
      await ctx.lab.command('blockchain-api', 'setFault', { key: GATEWAY_ROUTE, status: 500 })
      await ctx.lab.command('blockchain-api', 'clearRequests')
      const wei = (12345n * 10n ** 17n).toString()
      await ctx.lab.command('anvil', 'setBalance', { address: DEV_ACCOUNT_0, wei })
    }),
    step('reopening the account shows the new balance, read from the fallback', async (ctx) => {
      ctx.portico.close()
      // The balance read first is reused for 30 s; past that the account reads it again.
      ctx.clock.advance(30_000)
      await openAccount(ctx)
      await ctx.ui.waitForText(formatBalance('1234.5', 'ETH'))
      const fallbackReads = await eventually(() =>
        requestCount(ctx, 'blockchain-api', FALLBACK_ROUTE),
      )
      check(fallbackReads, 'the fallback endpoint served no read')
    }),
  ],
})
