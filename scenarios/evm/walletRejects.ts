import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { chooseWallet, freshVisit, openConnect, waitForStatus, wallet } from './evmSteps'

export default defineScenario<LabScenarioContext>({
  id: 'evm-wallet-rejects',
  title: 'The wallet rejects the connection (4001)',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    '"You declined the request in your wallet" and "Try again"; status back to disconnected',
  steps: [
    freshVisit(),
    step('Alpha Wallet will reject every prompt', (ctx) => {
      wallet(ctx, 'alpha').update({ mode: 'reject' })
    }),
    step('the visitor picks Alpha Wallet and sees the refusal', async (ctx) => {
      await openConnect(ctx)
      await chooseWallet(ctx, 'Alpha Wallet')
      await ctx.ui.waitForText('You declined the request in your wallet')
      await ctx.ui.findByRole('button', 'Try again')
    }),
    step('the status is back to disconnected', async (ctx) => {
      await waitForStatus(ctx, 'disconnected')
      check(ctx.portico.chains.activeAddress === undefined, 'an address is still shown')
      ctx.portico.close()
      await ctx.ui.findByRole('button', 'Connect Wallet')
    }),
  ],
})
