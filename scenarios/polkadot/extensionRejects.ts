import { openConnect } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  EPSILON,
  extension,
  POLKADOT_CONNECTOR_KEY,
  polkadotFreshVisit,
  waitForPolkadot,
} from './polkadotSteps'

export default defineScenario<LabScenarioContext>({
  id: 'polkadot-extension-rejects',
  title: 'The polkadot extension rejects the connection',
  simulators: ['polkadot', 'blockchain-api', 'wallet-api'],
  expected:
    '"You declined the request in your wallet"; the polkadot status goes back to disconnected and nothing is stored',
  steps: [
    polkadotFreshVisit(),
    step('Epsilon Wallet is set to reject; the visitor chooses it', async (ctx) => {
      extension(ctx).update({ mode: 'reject' })
      await openConnect(ctx)
      await ctx.ui.click('button', new RegExp(`^${EPSILON}`))
      await ctx.ui.waitForText('You declined the request in your wallet')
    }),
    step('nothing is connected on polkadot and nothing stored', async (ctx) => {
      await waitForPolkadot(ctx, 'disconnected')
      const stored = window.localStorage.getItem(POLKADOT_CONNECTOR_KEY)
      check(stored === null, `a connector is stored: ${stored}`)
      check(!extension(ctx).authorized, 'the extension authorised the site')
      ctx.portico.close()
    }),
  ],
})
