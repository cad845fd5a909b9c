import { waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { connectEpsilon, EPSILON, polkadotFreshVisit } from './polkadotSteps'

/** What the Networks view says above the EVM networks while only the polkadot wallet is connected. */
const NOTE =
  'Your Polkadot wallet stays connected. Choosing one of these EVM networks asks you to connect a wallet for it.'

export default defineScenario<LabScenarioContext>({
  id: 'polkadot-cross-family-switch',
  title: 'From a polkadot wallet, choosing an EVM network says what it does and keeps the wallet',
  simulators: ['anvil', 'polkadot', 'blockchain-api', 'wallet-api'],
  expected:
    'With Epsilon Wallet connected, the Networks view says above the EVM networks that the Polkadot wallet stays connected and that choosing one asks for a wallet for it; "Connect a wallet for these networks" opens Connect with the EVM wallets, Alpha Wallet connects, and the polkadot session is still there',
  steps: [
    polkadotFreshVisit(),
    connectEpsilon(),
    step('the Networks view explains the EVM family before any choice', async (ctx) => {
      if (ctx.portico.modal.isOpen) ctx.portico.close()
      await ctx.ui.click('button', /^Polkadot Lab/)
      await ctx.ui.findByRole('list', 'EVM networks')
      await ctx.ui.waitForText(NOTE)
      check(ctx.portico.connection.status('polkadot') === 'connected', 'polkadot disconnected')
    }),
    step('"Connect a wallet for these networks" opens Connect for EVM wallets', async (ctx) => {
      await ctx.ui.click('button', 'Connect a wallet for these networks')
      await ctx.ui.findByRole('button', /^Alpha Wallet/)
      check(ctx.portico.chains.activeNamespace === 'eip155', 'the EVM family is not active')
      check(
        ctx.ui.queryAllByRole('button', new RegExp(`^${EPSILON}`)).length === 0,
        'the polkadot extension is offered for EVM networks',
      )
      check(ctx.portico.connection.status('polkadot') === 'connected', 'polkadot disconnected')
    }),
    step('Alpha Wallet connects; the polkadot wallet is still connected', async (ctx) => {
      await ctx.ui.click('button', /^Alpha Wallet/)
      await waitForStatus(ctx, 'connected')
      check(ctx.portico.connection.status('polkadot') === 'connected', 'polkadot disconnected')
      if (ctx.portico.modal.isOpen) ctx.portico.close()
      await ctx.portico.connection.disconnect()
    }),
  ],
})
