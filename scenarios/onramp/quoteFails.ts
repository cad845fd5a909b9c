import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { onBuyCrypto } from './onrampSteps'

export default defineScenario<LabScenarioContext>({
  id: 'onramp-quote-fails',
  title: 'Onramp quote fails: an estimate, clearly marked',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: 'The quote shows the typed 50 USD, marked as an estimate; Buy stays possible',
  steps: [
    ...onBuyCrypto([{ key: 'POST /v1/onramp/quote', status: 500 }]),
    step('the visitor asks for 50 USD of USDC and sees a marked estimate', async (ctx) => {
      await ctx.ui.choose('Buy', 'usdc')
      await ctx.ui.type('Amount (USD)', '50')
      await ctx.ui.waitForText(/^Estimate: the provider quote is unavailable/)
      await ctx.ui.waitForText('50 USD')
      const buy = (await ctx.ui.findByRole('button', 'Buy USDC')) as HTMLButtonElement
      check(!buy.disabled, 'Buy is disabled')
    }),
  ],
})
