import { freshVisit, waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { connectAndSeePrompt, siwxPage, storedSessions } from './siwxSteps'

export default defineScenario<LabScenarioContext>({
  id: 'siwx-required-cancel',
  title: 'Required sign-in: Cancel disconnects',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: 'Cancel on the sign-in prompt disconnects the wallet and closes the modal',
  steps: [
    siwxPage('required'),
    freshVisit(),
    connectAndSeePrompt(),
    step('the visitor cancels: disconnected, modal closed, no session', async (ctx) => {
      await ctx.ui.click('button', 'Cancel')
      await waitForStatus(ctx, 'disconnected')
      await ctx.ui.waitFor('the modal to close', () => !ctx.portico.modal.isOpen)
      check(storedSessions() === '', 'a session was stored')
      await ctx.ui.findByRole('button', 'Connect Wallet')
    }),
  ],
})
