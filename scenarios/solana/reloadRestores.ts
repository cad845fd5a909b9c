import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import { connectDelta, DELTA_ADDRESS, solanaFreshVisit, waitForSolana } from './solanaSteps'

export default defineScenario<LabScenarioContext>({
  id: 'solana-reload-restores',
  title: 'Reload restores the Solana connection',
  simulators: ['solana', 'blockchain-api', 'wallet-api'],
  expected:
    'After a reload Portico finds the stored Wallet Standard connector and the wallet answers a silent connect: still connected on solana, no prompt',
  steps: [
    solanaFreshVisit(),
    connectDelta(),
    step('the connection is stored; the visitor reloads the page', (ctx) => {
      const stored = window.localStorage.getItem('@portico/connectedConnectorId:solana')
      check(stored?.includes('Delta Wallet'), `stored connector is ${stored}`)
      ctx.portico.close()
      return RELOAD
    }),
    step('after the reload the Solana session is back without a prompt', async (ctx) => {
      await ctx.portico.init()
      await waitForSolana(ctx, 'connected')
      check(ctx.portico.chains.activeNamespace === 'solana', 'solana is not the active namespace')
      check(
        ctx.portico.chains.activeAddress === DELTA_ADDRESS,
        `restored ${ctx.portico.chains.activeAddress}`,
      )
      check(!ctx.portico.modal.isOpen, 'the modal opened on its own')
      await ctx.ui.waitForText(`Signed in as ${DELTA_ADDRESS}`)
    }),
  ],
})
