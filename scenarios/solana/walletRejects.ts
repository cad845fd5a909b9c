import { openConnect } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { DELTA, solanaFreshVisit, solanaWallet, waitForSolana } from './solanaSteps'

export default defineScenario<LabScenarioContext>({
  id: 'solana-wallet-rejects',
  title: 'The Solana wallet rejects the connection',
  simulators: ['solana', 'blockchain-api', 'wallet-api'],
  expected:
    '"You declined the request in your wallet"; the solana status goes back to disconnected and nothing is stored',
  steps: [
    solanaFreshVisit(),
    step('Delta Wallet is set to reject; the visitor chooses it', async (ctx) => {
      solanaWallet(ctx, 'delta').update({ mode: 'reject' })
      await openConnect(ctx)
      await ctx.ui.click('button', new RegExp(`^${DELTA}`))
      await ctx.ui.waitForText('You declined the request in your wallet')
    }),
    step('nothing is connected on solana and nothing stored', async (ctx) => {
      await waitForSolana(ctx, 'disconnected')
      const stored = window.localStorage.getItem('@portico/connectedConnectorId:solana')
      check(stored === null, `a connector is stored: ${stored}`)
      ctx.portico.close()
    }),
  ],
})
