import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import { connectAlpha, DEV_ACCOUNT_0, freshVisit, PORTICO_PREFIX, waitForStatus } from './evmSteps'

export default defineScenario<LabScenarioContext>({
  id: 'evm-reload-restores',
  title: 'Reload restores the session',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'After a reload Portico reads the stored connector and the wallet answers at start-up: still connected as alice.portico.id, no prompt',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the connection is stored; the visitor reloads the page', (ctx) => {
      const stored = window.localStorage.getItem(`${PORTICO_PREFIX}connectedConnectorId:eip155`)
      check(stored?.includes('io.portico.lab.alpha'), `stored connector is ${stored}`)
      ctx.portico.close()
      return RELOAD
    }),
    step('after the reload the session is back without a prompt', async (ctx) => {
      await ctx.portico.init()
      await waitForStatus(ctx, 'connected')
      check(
        ctx.portico.chains.activeAddress === DEV_ACCOUNT_0,
        `restored ${ctx.portico.chains.activeAddress}`,
      )
      check(!ctx.portico.modal.isOpen, 'the modal opened on its own')
      await ctx.ui.findByRole('button', /alice\.portico\.id|0xf39F/)
      await ctx.ui.waitForText(`Signed in as ${DEV_ACCOUNT_0}`)
    }),
  ],
})
