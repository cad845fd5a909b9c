import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, type ScenarioStep, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'
import { onRegisterName, registrationCount } from './namesSteps'

type Ctx = LabScenarioContext

const HYPHENS =
  'A name cannot start or end with a hyphen, or have hyphens as its 3rd and 4th characters'

/** The stub's profile requests (lookups, suggestions) that name `name`. */
async function lookupsOf(ctx: Ctx, name: string): Promise<string[]> {
  const log = (await ctx.lab.command('blockchain-api', 'requests')) as { path: string }[]
  return log
    .map((entry) => decodeURIComponent(entry.path))
    .filter((path) => path.startsWith('/v1/profile/') && path.includes(name))
}

function refusesName(name: string): ScenarioStep<Ctx> {
  return step(
    `the visitor types ${name}: the rule shows, Register name is disabled`,
    async (ctx) => {
      await ctx.ui.type('Name', name)
      await ctx.ui.waitForText(HYPHENS)
      const register = await ctx.ui.findByRole('button', 'Register name')
      check((register as HTMLButtonElement).disabled, `Register name is enabled for ${name}`)
      await quietPeriod(300, 'a refused name is never looked up nor registered')
      const asked = await lookupsOf(ctx, name)
      check(asked.length === 0, `the refused name was looked up: ${asked.join(', ')}`)
      check((await registrationCount(ctx)) === 0, 'a registration was posted')
      check(ctx.portico.router.view === 'RegisterAccountName', 'left RegisterAccountName')
    },
  )
}

/** Name registration refuses punycode (xn--) and a leading hyphen, with the hyphen rule. */
export default defineScenario<Ctx>({
  id: 'names-label-rules',
  title: 'Name registration refuses xn--abcd and -abcd',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: `"${HYPHENS}" for each as it is typed, Register name disabled; nothing is looked up or posted`,
  steps: [...onRegisterName(), refusesName('xn--abcd'), refusesName('-abcd')],
})
