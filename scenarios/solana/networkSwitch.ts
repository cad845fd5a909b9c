import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { DELTA, solanaFreshVisit } from './solanaSteps'

export default defineScenario<LabScenarioContext>({
  id: 'solana-network-switch',
  title: 'Switch from eip155 to Solana in the Networks view',
  simulators: ['anvil', 'solana', 'blockchain-api', 'wallet-api'],
  expected:
    'The Networks view groups EVM and Solana networks; choosing Solana Lab marks a namespace switch, and the modal goes on to Connect, which lists only Solana wallets (Gamma, Delta; no Alpha or Beta)',
  steps: [
    solanaFreshVisit(),
    step('the Networks view groups the networks by family', async (ctx) => {
      await ctx.ui.click('button', 'Anvil')
      await ctx.ui.findByRole('list', 'EVM networks')
      await ctx.ui.findByRole('list', 'Solana networks')
    }),
    step('the visitor chooses Solana Lab: a namespace switch, connectors filtered', async (ctx) => {
      await ctx.ui.click('button', /^Solana Lab/)
      await ctx.ui.waitFor('solana active', () => ctx.portico.chains.activeNamespace === 'solana')
      check(ctx.portico.chains.isSwitchingNamespace, 'no namespace switch marked')
      check(ctx.portico.connectors.filterByNamespace === 'solana', 'connectors not filtered')
    }),
    step('the modal goes on to Connect, listing only Solana wallets', async (ctx) => {
      await ctx.ui.findByRole('button', new RegExp(`^${DELTA}`))
      await ctx.ui.findByRole('button', /^Gamma Wallet/)
      check(!ctx.ui.hasText('Beta Wallet'), 'an EVM-only wallet is still listed')
      check(!ctx.ui.hasText('Alpha Wallet'), 'an EVM-only wallet is still listed')
      ctx.portico.close()
    }),
  ],
})
