import type { LabScenarioContext } from '../runner/labScenarioContext'
import { defineScenario, step } from '../runner/scenario'
import { connectedOnBase, waitForSnackbar } from './swapSteps'

/**
 * SPEC §8 "Network not supported for Gas Price" (internal): the gas-price endpoint fails, so the
 * swap has no gas price for Base; it fails to initialize and goes back (the internal message
 * is the logged cause: modal/features/swap/swapGasPrice.test.ts).
 */
export default defineScenario<LabScenarioContext>({
  id: 'swap-gas-price-unavailable',
  title: 'No gas price for the network: the swap does not start',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api'],
  expected:
    'With GET /v1/convert/gas-price answering 500, opening Swap shows "Failed to initialize swap" and returns to the Account view',
  steps: [
    ...connectedOnBase(0),
    step('the gas-price endpoint will answer 500', async (ctx) => {
      await ctx.lab.command('blockchain-api', 'setFault', {
        key: 'GET /v1/convert/gas-price',
        status: 500,
      })
    }),
    step('Swap: "Failed to initialize swap", back to the account', async (ctx) => {
      await ctx.ui.click('button', /alice\.portico\.id|0xf39F/)
      await ctx.ui.click('button', 'Swap')
      await waitForSnackbar(ctx, 'Failed to initialize swap')
      await ctx.ui.waitFor(
        'the Account view',
        () => ctx.portico.router.view === 'Account' || undefined,
      )
      await ctx.lab.command('blockchain-api', 'clearFaults')
      ctx.portico.close()
    }),
  ],
})
