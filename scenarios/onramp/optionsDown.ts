import type { LabScenarioContext } from '../runner/labScenarioContext'
import { defineScenario, step } from '../runner/scenario'
import { choose, onBuyCrypto } from './onrampSteps'

export default defineScenario<LabScenarioContext>({
  id: 'onramp-options-down',
  title: 'Onramp options endpoint down: the default list and limits',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The default list (ETH, USDC; USD and EUR; card 10–7,500, bank 10–25,000) shows, marked; amounts are checked against it',
  steps: [
    ...onBuyCrypto([{ key: 'GET /v1/onramp/options', status: 500 }]),
    step('the default list is shown and said to be the default', async (ctx) => {
      await ctx.ui.waitForText(
        'The provider options could not be loaded; showing the default list.',
      )
      await ctx.ui.findByRole('option', 'USDC · USD Coin')
      await ctx.ui.findByRole('option', 'Card (10.00–7500.00 USD)')
      await ctx.ui.findByRole('option', 'Bank account (ACH) (10.00–25000.00 USD)')
      await choose(ctx, 'Pay with', 'EUR')
      await ctx.ui.findByRole('option', 'Bank account (ACH) (10.00–25000.00 EUR)')
    }),
    step('an amount above the bank limit is refused', async (ctx) => {
      await choose(ctx, 'Payment method', 'ach_bank_account')
      await ctx.ui.type('Amount (EUR)', '30000')
      await ctx.ui.waitForText('Enter an amount between 10.00 and 25000.00 EUR.')
    }),
  ],
})
