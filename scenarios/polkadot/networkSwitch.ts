import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { EPSILON, polkadotFreshVisit } from './polkadotSteps'

export default defineScenario<LabScenarioContext>({
  id: 'polkadot-network-switch',
  title: 'Switch from eip155 to polkadot in the Networks view',
  simulators: ['anvil', 'polkadot', 'blockchain-api', 'wallet-api'],
  expected:
    'The Networks view groups EVM and Polkadot networks; choosing Polkadot Lab marks a namespace switch, and the modal goes on to Connect, which lists only the polkadot extension (Epsilon Wallet; no Alpha or Beta)',
  steps: [
    polkadotFreshVisit(),
    step('the Networks view groups the networks by family', async (ctx) => {
      await ctx.ui.click('button', 'Anvil')
      await ctx.ui.findByRole('list', 'EVM networks')
      await ctx.ui.findByRole('list', 'Polkadot networks')
    }),
    step(
      'the visitor chooses Polkadot Lab: a namespace switch, connectors filtered',
      async (ctx) => {
        await ctx.ui.click('button', /^Polkadot Lab/)
        await ctx.ui.waitFor(
          'polkadot active',
          () => ctx.portico.chains.activeNamespace === 'polkadot',
        )
        check(ctx.portico.chains.isSwitchingNamespace, 'no namespace switch marked')
        check(ctx.portico.connectors.filterByNamespace === 'polkadot', 'connectors not filtered')
      },
    ),
    step('the modal goes on to Connect, listing only the polkadot extension', async (ctx) => {
      await ctx.ui.findByRole('button', new RegExp(`^${EPSILON}`))
      check(!ctx.ui.hasText('Beta Wallet'), 'an EVM-only wallet is still listed')
      check(!ctx.ui.hasText('Alpha Wallet'), 'an EVM-only wallet is still listed')
      ctx.portico.close()
    }),
  ],
})
