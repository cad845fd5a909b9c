import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { onRegisterName, registrationCount } from './namesSteps'

export default defineScenario<LabScenarioContext>({
  id: 'names-too-short',
  title: 'A name of 3 letters is refused',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    '"Use letters, digits and hyphens only, at least 4 characters." as bob is typed; Register name is disabled; nothing is looked up or posted',
  steps: [
    ...onRegisterName(),
    step(
      'the visitor types bob: the rule shows at once and Register name stays disabled',
      async (ctx) => {
        await ctx.ui.type('Name', 'bob')
        await ctx.ui.waitForText('Use letters, digits and hyphens only, at least 4 characters.')
        const register = await ctx.ui.findByRole('button', 'Register name')
        check((register as HTMLButtonElement).disabled, 'Register name is enabled for bob')
        check((await registrationCount(ctx)) === 0, 'a registration was posted')
        check(ctx.portico.router.view === 'RegisterAccountName', 'left RegisterAccountName')
      },
    ),
  ],
})
