import { openConnect } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  BITCOIN_SIMULATORS,
  bitcoinFreshVisit,
  ORANGE,
  orange,
  waitForBitcoin,
} from './bitcoinSteps'

export default defineScenario<LabScenarioContext>({
  id: 'bitcoin-wallet-rejects',
  title: 'The bitcoin wallet rejects the connection',
  simulators: BITCOIN_SIMULATORS,
  expected:
    '"You declined the request in your wallet"; bip122 stays disconnected and nothing is stored',
  steps: [
    bitcoinFreshVisit(),
    step('Orange Wallet is set to reject; the visitor chooses it', async (ctx) => {
      orange(ctx).update({ mode: 'reject' })
      await openConnect(ctx)
      await ctx.ui.click('button', new RegExp(`^${ORANGE}`))
      await ctx.ui.waitForText('You declined the request in your wallet')
    }),
    step('nothing is connected on bip122 and nothing stored', async (ctx) => {
      await waitForBitcoin(ctx, 'disconnected')
      const stored = window.localStorage.getItem('@portico/connectedConnectorId:bip122')
      check(stored === null, `a connector is stored: ${stored}`)
      check(!orange(ctx).authorized, 'the wallet authorised the site')
      ctx.portico.close()
    }),
  ],
})
