import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import { connectAlpha, freshVisit, PORTICO_PREFIX, wallet } from './evmSteps'

const STORED_CONNECTOR = `${PORTICO_PREFIX}connectedConnectorId:eip155`

export default defineScenario<LabScenarioContext>({
  id: 'evm-sync-fails',
  title: 'The wallet fails when the site checks it after a reload',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'After a reload the wallet answers "disconnected" (4900) when Portico checks the saved connection: the page shows "Connect Wallet" again, the saved wallet is forgotten, nothing stays "connecting"',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the wallet drops off its chains; the visitor reloads the page', (ctx) => {
      const stored = window.localStorage.getItem(STORED_CONNECTOR)
      check(stored?.includes('io.portico.lab.alpha'), `stored connector is ${stored}`)
      // A wallet "disconnected from all chains" answers every request with 4900.
      wallet(ctx, 'alpha').update({ connected: false })
      ctx.portico.close()
      return RELOAD
    }),
    step('after the reload the failed check leaves the site disconnected', async (ctx) => {
      await ctx.portico.init()
      const status = ctx.portico.connection.status('eip155')
      check(status === 'disconnected', `the status is ${status} after the failed check`)
      check(
        window.localStorage.getItem(STORED_CONNECTOR) === null,
        'the saved wallet is still remembered after the failed check',
      )
      check(ctx.portico.chains.activeAddress === undefined, 'an account is still shown')
      await ctx.ui.findByRole('button', 'Connect Wallet')
    }),
    step('the wallet comes back; the visitor can connect again', async (ctx) => {
      wallet(ctx, 'alpha').update({ connected: true })
      await ctx.ui.click('button', 'Connect Wallet')
      await ctx.ui.findByRole('button', /^Alpha Wallet/)
      ctx.portico.close()
    }),
  ],
})
