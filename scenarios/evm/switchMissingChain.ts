import type { SimulatedWalletActivity } from '../../simulators/wallets/simulatedProvider'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { BASE_CHAIN_ID, connectAlpha, freshVisit, wallet } from './evmSteps'

export default defineScenario<LabScenarioContext>({
  id: 'evm-switch-missing-chain',
  title: 'Switch to a chain the wallet lacks (4902, add, switched)',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'Choosing Base: the wallet answers 4902, Portico adds the chain, the wallet and the page end on Base',
  steps: [
    freshVisit(),
    step('Alpha Wallet knows only anvil', (ctx) => {
      const alpha = wallet(ctx, 'alpha')
      alpha.update({ knownChainIds: [] })
      check(!alpha.getSettings().knownChainIds.includes(BASE_CHAIN_ID), 'Alpha still knows Base')
    }),
    connectAlpha(),
    step('the visitor picks Base: 4902, the chain is added, then switched', async (ctx) => {
      const activity: SimulatedWalletActivity[] = []
      const stop = wallet(ctx, 'alpha').onActivity((entry) => activity.push(entry))
      await ctx.ui.click('button', 'Anvil')
      await ctx.ui.click('button', 'Base')
      await ctx.ui.waitFor('the wallet on Base', () => {
        return wallet(ctx, 'alpha').getSettings().chainId === BASE_CHAIN_ID
      })
      await ctx.ui.waitFor(
        'the page on Base',
        () => ctx.portico.chains.activeCaipNetwork?.caipNetworkId === `eip155:${BASE_CHAIN_ID}`,
      )
      await ctx.ui.findByRole('button', 'Base')
      stop()
      // The wallet saw 4902, then the add-chain request, then the switch.
      const calls = activity
        .filter((entry) => entry.method.startsWith('wallet_'))
        .map((entry) => `${entry.method}:${entry.outcome === 'ok' ? 'ok' : entry.code}`)
      const expected = [
        'wallet_switchEthereumChain:4902',
        'wallet_addEthereumChain:ok',
        'wallet_switchEthereumChain:ok',
      ]
      check(
        expected.every((call, index) => calls.indexOf(call) >= index) &&
          calls.indexOf(expected[0] ?? '') < calls.indexOf(expected[1] ?? ''),
        `wallet calls were ${calls.join(', ')}`,
      )
    }),
  ],
})
