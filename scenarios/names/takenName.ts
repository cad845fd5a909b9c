import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { onRegisterName, registrationCount } from './namesSteps'

export default defineScenario<LabScenarioContext>({
  id: 'names-taken',
  title: 'A taken name cannot be registered',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: '"alice.portico.id is taken"; Register name is disabled; nothing is posted',
  steps: [
    ...onRegisterName(),
    step('the visitor types alice and hears it is taken', async (ctx) => {
      await ctx.ui.type('Name', 'alice')
      await ctx.ui.waitForText('alice.portico.id is taken')
      const register = await ctx.ui.findByRole('button', 'Register name')
      check((register as HTMLButtonElement).disabled, 'Register name is enabled')
      check((await registrationCount(ctx)) === 0, 'a registration was posted')
    }),
  ],
})
