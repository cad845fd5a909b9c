import { freshVisit, wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { connectAndSeePrompt, siwxPage, storedSessions } from './siwxSteps'

export default defineScenario<LabScenarioContext>({
  id: 'siwx-wallet-declines',
  title: 'Sign-in: the wallet declines the signature',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: '"Signature declined"; the prompt stays open and cannot be closed; no session',
  steps: [
    siwxPage('required'),
    freshVisit(),
    connectAndSeePrompt(),
    step('Alpha Wallet will decline the next prompt', (ctx) => {
      wallet(ctx, 'alpha').update({ mode: 'reject' })
    }),
    step('the visitor signs and hears "Signature declined"', async (ctx) => {
      await ctx.ui.click('button', 'Sign')
      await ctx.ui.waitForText('Signature declined')
      check(ctx.portico.modal.isOpen, 'the modal closed')
      check(!ctx.portico.close(), 'the modal closed without a session')
      check(storedSessions() === '', 'a session was stored')
    }),
  ],
})
