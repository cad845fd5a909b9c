import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { BOBBY, DEV_ACCOUNT_1, onRegisterName, registrationCount } from './namesSteps'

export default defineScenario<LabScenarioContext>({
  id: 'names-register-bobby-lab',
  title: 'Register the name bobby-lab',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'bobby-lab.portico.id is available; Register → the wallet signs → the stub verifies the signature → success view; the name shows on the account button after reopening',
  steps: [
    ...onRegisterName(),
    step('the visitor types bobby-lab and sees it is available', async (ctx) => {
      await ctx.ui.type('Name', 'bobby-lab')
      await ctx.ui.waitForText(`${BOBBY} is available`)
    }),
    step('Register: signed, verified by the stub, success shown', async (ctx) => {
      await ctx.ui.click('button', 'Register name')
      await ctx.ui.waitForText(`${BOBBY} is now the name of your account.`)
      check((await registrationCount(ctx)) === 1, 'the stub got no registration')
      const names = (await ctx.lab.command('blockchain-api', 'names')) as {
        name: string
        addresses: Record<string, { address: string }>
      }[]
      const bobby = names.find((n) => n.name === BOBBY)
      check(bobby, 'the stub did not register bobby-lab.portico.id')
      check(
        Object.values(bobby.addresses).some((a) => a.address === DEV_ACCOUNT_1),
        'registered to another address',
      )
    }),
    step('after closing and reopening, the account shows the name', async (ctx) => {
      await ctx.ui.click('button', 'Back to account')
      ctx.portico.close()
      await ctx.ui.click('button', new RegExp(BOBBY.replace(/\./g, '\\.')))
      await ctx.ui.findByRole('button', 'Disconnect')
      await ctx.ui.waitForText(BOBBY)
    }),
  ],
})
