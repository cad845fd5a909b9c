import { BASE_CHAIN_ID, connectAlpha, freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { DEV_ACCOUNT_2, fillSend, openSend } from './sendSteps'

export default defineScenario<LabScenarioContext>({
  id: 'send-switch-network-resets',
  title: 'Switching network clears a half-filled send form',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected: 'After the network switch and back, the Send form is empty again',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the visitor half fills the send form', async (ctx) => {
      await openSend(ctx)
      await fillSend(ctx, { amount: '0.3', to: DEV_ACCOUNT_2 })
      await ctx.ui.waitForText('Review')
    }),
    step('the network switches to Base and back', async (ctx) => {
      await ctx.portico.networks.switchNetwork(`eip155:${BASE_CHAIN_ID}`)
      await ctx.portico.networks.switchNetwork('eip155:31337')
      check(ctx.portico.chains.activeCaipNetwork?.id === 31337, 'not back on the lab chain')
    }),
    step('the send form is empty', async (ctx) => {
      await openSend(ctx)
      const amount = (await ctx.ui.findByRole('textbox', 'Amount')) as HTMLInputElement
      const to = (await ctx.ui.findByRole('textbox', 'To')) as HTMLInputElement
      check(amount.value === '' && to.value === '', `the form kept "${amount.value}" "${to.value}"`)
    }),
  ],
})
