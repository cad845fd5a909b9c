import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, RELOAD, step } from '../runner/scenario'
import {
  BITCOIN_SIMULATORS,
  bitcoinFreshVisit,
  connectOrange,
  orange,
  waitForBitcoin,
} from './bitcoinSteps'

export default defineScenario<LabScenarioContext>({
  id: 'bitcoin-reload-restores',
  title: 'Reload restores the bitcoin connection',
  simulators: BITCOIN_SIMULATORS,
  expected:
    'After a reload Portico finds the stored Wallet Standard connector and the wallet still lists its accounts: connected on bip122 again, same payment address, no prompt',
  steps: [
    bitcoinFreshVisit(),
    connectOrange(),
    step('the connection is stored; the visitor reloads the page', (ctx) => {
      const stored = window.localStorage.getItem('@portico/connectedConnectorId:bip122')
      check(stored?.includes('Orange Wallet'), `stored connector is ${stored}`)
      ctx.portico.close()
      return RELOAD
    }),
    step('after the reload the bitcoin session is back without a prompt', async (ctx) => {
      await ctx.portico.init()
      await waitForBitcoin(ctx, 'connected')
      const payment = orange(ctx).keys.payment.address
      check(ctx.portico.chains.activeNamespace === 'bip122', 'bip122 is not the active namespace')
      check(
        ctx.portico.chains.activeAddress === payment,
        `restored ${ctx.portico.chains.activeAddress}`,
      )
      check(!orange(ctx).prompts().includes('connect'), 'the wallet was asked to connect again')
      check(!ctx.portico.modal.isOpen, 'the modal opened on its own')
      await ctx.ui.waitForText(`Signed in as ${payment}`)
    }),
  ],
})
