import type { LabScenarioContext } from '../runner/labScenarioContext'
import { defineScenario, step } from '../runner/scenario'
import { onBuyCrypto } from './onrampSteps'

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
      // The methods are named alone; the chosen one's limits are said once, in its currency.
      await ctx.ui.findByRole('option', 'Card')
      await ctx.ui.findByRole('option', 'Bank account (ACH)')
      await ctx.ui.waitForText('Between $10.00 and $7,500.00.')
      await ctx.ui.choose('Pay with', 'EUR')
      await ctx.ui.choose('Payment method', 'ach_bank_account')
      await ctx.ui.waitForText('Between €10.00 and €25,000.00.')
    }),
    step('an amount above the bank limit is refused', async (ctx) => {
      await ctx.ui.type('Amount (EUR)', '30000')
      await ctx.ui.waitForText('Enter an amount between €10.00 and €25,000.00.')
    }),
  ],
})
