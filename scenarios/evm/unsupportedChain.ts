import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { chooseWallet, freshVisit, openConnect, waitForStatus, wallet } from './evmSteps'

/** A chain the lab's site does not offer. */
const UNSUPPORTED_CHAIN_ID = 424242

export default defineScenario<LabScenarioContext>({
  id: 'evm-unsupported-chain',
  title: 'The wallet sits on an unsupported chain',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'After connecting, the unsupported-network view opens ("This app does not support your current network."); Back closes the modal',
  steps: [
    freshVisit(),
    step('Alpha Wallet sits on chain 424242', (ctx) => {
      wallet(ctx, 'alpha').update({ chainId: UNSUPPORTED_CHAIN_ID })
    }),
    step('connecting opens the unsupported-network view', async (ctx) => {
      await openConnect(ctx)
      await chooseWallet(ctx, 'Alpha Wallet')
      await waitForStatus(ctx, 'connected')
      await ctx.ui.waitForText('This app does not support your current network.')
      check(ctx.portico.router.view === 'UnsupportedChain', `view is ${ctx.portico.router.view}`)
    }),
    step('Back closes the modal', async (ctx) => {
      await ctx.ui.click('button', 'Back')
      await ctx.ui.waitFor('the modal to close', () => !ctx.portico.modal.isOpen)
    }),
  ],
})
