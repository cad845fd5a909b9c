import { DEV_ACCOUNT_0, freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { connectAndSeePrompt, siwxPage, storedSessions } from './siwxSteps'

export default defineScenario<LabScenarioContext>({
  id: 'siwx-optional-cancel',
  title: 'Optional sign-in: Cancel keeps the wallet connected',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: 'The prompt opens after connecting; Cancel closes it and the wallet stays connected',
  steps: [
    siwxPage('optional'),
    freshVisit(),
    connectAndSeePrompt(),
    step('the prompt can be closed while sign-in is optional', async (ctx) => {
      const close = await ctx.ui.findByRole('button', 'Close')
      check(!(close as HTMLButtonElement).disabled, 'the close button is disabled')
    }),
    step('the visitor cancels: the modal closes, still connected, no session', async (ctx) => {
      await ctx.ui.click('button', 'Cancel')
      await ctx.ui.waitFor('the modal to close', () => !ctx.portico.modal.isOpen)
      check(ctx.portico.connection.status('eip155') === 'connected', 'the wallet disconnected')
      check(ctx.portico.chains.activeAddress === DEV_ACCOUNT_0, 'the account changed')
      check(storedSessions() === '', 'a session was stored')
    }),
  ],
})
