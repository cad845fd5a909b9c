import { registrationCount } from '../names/namesSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, type ScenarioStep, step } from '../runner/scenario'
import {
  AUTH_FRAME,
  emailLogin,
  embeddedOnBase,
  embeddedSwitchesToEoa,
  freshAuthVisit,
} from './authSteps'

type Ctx = LabScenarioContext

const NAME = 'emma-lab'
const BASE_NAME = 'emma-base'

/** The stub's registered names, with the addresses each points to. */
async function registered(ctx: Ctx) {
  return (await ctx.lab.command('blockchain-api', 'names')) as {
    name: string
    addresses: Record<string, { address: string }>
  }[]
}

/**
 * From the Account view: "Choose a name", `name` is available, Register → the embedded wallet
 * signs → the stub verifies and registers it to the account the page shows → the success view,
 * with no "Invalid Project ID" or "HTTP status code" on the way.
 */
function registers(name: string, where: string): ScenarioStep<Ctx>[] {
  const full = `${name}.portico.id`
  return [
    step(`${full} is free`, async (ctx) => {
      await ctx.lab.command('blockchain-api', 'removeName', { name: full })
    }),
    step(
      `on ${where}, the visitor opens "Choose a name" and types ${name}: available`,
      async (ctx) => {
        ctx.portico.close()
        ctx.portico.open()
        await ctx.ui.click('button', 'Choose a name')
        await ctx.ui.type('Name', name)
        await ctx.ui.waitForText(`${full} is available`)
      },
    ),
    step('Register: signed by the embedded wallet, verified, success shown', async (ctx) => {
      const before = await registrationCount(ctx)
      await ctx.ui.click('button', 'Register name')
      await ctx.ui.waitFor('the registration to be answered', () => {
        if (ctx.ui.hasText(`${full} is now the name of your account.`)) return true
        const said = ctx.ui
          .queryAllByRole('alert')
          .map((alert) => alert.textContent?.trim())
          .filter(Boolean)
        check(said.length === 0, `the registration failed: ${said.join(' / ')}`)
        return undefined
      })
      check((await registrationCount(ctx)) === before + 1, 'the stub got no registration')
      const entry = (await registered(ctx)).find((n) => n.name === full)
      const address = ctx.portico.chains.activeAddress
      check(
        entry && Object.values(entry.addresses).some((a) => a.address === address),
        `${full} is not registered to ${address}`,
      )
      check(ctx.portico.alerts.current === undefined, 'an alert is up after the registration')
    }),
  ]
}

export default defineScenario<Ctx>({
  id: 'auth-embedded-name',
  title:
    'Embedded wallet: an e-mail account registers a name on the lab chain, its EOA one on Base',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api', AUTH_FRAME],
  expected:
    'An e-mail account (a smart account, not yet deployed) opens "Choose a name", types emma-lab: available; Register → the embedded wallet signs → the stub verifies the signature and registers emma-lab.portico.id to the smart account; the success view shows, with no "Invalid Project ID" and no "HTTP status code"; then, on Base after "Switch to EOA" (the smart account has its name now, so it is offered no other), the owner key registers emma-base the same way',
  steps: [
    ...freshAuthVisit(),
    emailLogin(),
    ...registers(NAME, 'the lab chain'),
    embeddedOnBase(),
    // The smart account now has a name (on every chain: one address), so, as AppKit, its
    // Account view offers no other; the owner key, an account of its own, registers on Base.
    embeddedSwitchesToEoa(),
    ...registers(BASE_NAME, 'Base, as the EOA'),
  ],
})
