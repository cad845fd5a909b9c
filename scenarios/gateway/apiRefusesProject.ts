import { BALANCE_ROUTE, connectAlpha, freshVisit, openAccount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { defineScenario, step } from '../runner/scenario'

export default defineScenario<LabScenarioContext>({
  id: 'api-invalid-project-id',
  title: 'The Blockchain API refuses the project id',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The balance endpoint answers 401 (the project id is refused): the account shows the alert "Invalid Project ID" and "Token Balance Unavailable"',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the API refuses the project id; the account says so', async (ctx) => {
      await ctx.lab.command('blockchain-api', 'setFault', { key: BALANCE_ROUTE, status: 401 })
      await openAccount(ctx)
      await ctx.ui.waitForText('Invalid Project ID')
      await ctx.ui.waitForText('Token Balance Unavailable')
      await ctx.lab.command('blockchain-api', 'clearFaults')
    }),
  ],
})
