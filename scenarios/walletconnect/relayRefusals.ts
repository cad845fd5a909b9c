import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { defineScenario, type ScenarioStep, step } from '../runner/scenario'
import { openPairing } from './wcSteps'

/** The project id the demo page pairs with (renderer/src/host/createHostPortico.ts). */
const LAB_PROJECT_ID = 'portico-lab-demo'

/** Puts the relay's credential checks back to accepting everything. */
function relayAcceptsAll(): ScenarioStep<LabScenarioContext> {
  return step('the relay accepts every project id and token again', async (ctx) => {
    await ctx.lab.command('relay', 'refuseProjectId', { projectId: LAB_PROJECT_ID, refused: false })
    await ctx.lab.command('relay', 'rejectTokens', { enabled: false })
  })
}

export const wcInvalidProjectId = defineScenario<LabScenarioContext>({
  id: 'wc-invalid-project-id',
  title: 'The relay refuses the project id',
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'Choosing the phone wallet: the relay closes the socket ("Unauthorized: invalid key"); the alert "Invalid Project ID" shows',
  steps: [
    freshVisit(),
    relayAcceptsAll(),
    step("the relay refuses the demo page's project id", async (ctx) => {
      await ctx.lab.command('relay', 'refuseProjectId', { projectId: LAB_PROJECT_ID })
    }),
    step('the visitor picks the phone wallet and sees "Invalid Project ID"', async (ctx) => {
      await openPairing(ctx)
      await ctx.ui.waitForText('Invalid Project ID')
    }),
    relayAcceptsAll(),
  ],
})

export const wcSessionExpired = defineScenario<LabScenarioContext>({
  id: 'wc-session-expired',
  title: 'The relay finds the pairing session invalid (clock out of step)',
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'Choosing the phone wallet: the relay refuses the session token ("JWT validation error"); the alert "Session Expired" asks to check the time settings and reconnect',
  steps: [
    freshVisit(),
    relayAcceptsAll(),
    step('the relay takes every session token for not yet valid', async (ctx) => {
      await ctx.lab.command('relay', 'rejectTokens', { enabled: true })
    }),
    step('the visitor picks the phone wallet and sees "Session Expired"', async (ctx) => {
      await openPairing(ctx)
      await ctx.ui.waitForText('Session Expired')
      await ctx.ui.waitForText(/Check your time settings and reconnect/)
    }),
    relayAcceptsAll(),
  ],
})
