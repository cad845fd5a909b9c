import { connectAlpha, DEV_ACCOUNT_0, freshVisit, openAccount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  clearAnalytics,
  DEV_ACCOUNT_2,
  expectEvents,
  fillSend,
  HALF_ETH,
  openSend,
  reviewAndSend,
  sendMined,
  weiOf,
} from './sendSteps'

/** The balances before the send, kept between steps. */
const before = { sender: 0n, receiver: 0n }

export default defineScenario<LabScenarioContext>({
  id: 'send-native',
  title: 'Send 0.5 ETH to another lab account',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The preview shows 0.5 ETH and the fee; "Transaction started" (the send and its success recorded in analytics); on anvil the receiver gains exactly 0.5 ETH and the sender loses 0.5 ETH plus the fee; Activity lists "−0.5 ETH" under the current month',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the visitor fills the send form and reviews it', async (ctx) => {
      before.sender = await weiOf(ctx, DEV_ACCOUNT_0)
      before.receiver = await weiOf(ctx, DEV_ACCOUNT_2)
      await clearAnalytics(ctx)
      await openSend(ctx)
      await fillSend(ctx, { amount: '0.5', to: DEV_ACCOUNT_2 })
    }),
    step('the preview is sent and the wallet confirms it', async (ctx) => {
      await sendMined(ctx, () => reviewAndSend(ctx))
      check(ctx.portico.router.view === 'Account', `on ${ctx.portico.router.view}, not Account`)
      await expectEvents(ctx, ['SEND_INITIATED', 'SEND_SUCCESS'])
    }),
    step('anvil moved exactly 0.5 ETH, and the sender paid a fee on top', async (ctx) => {
      const received = (await weiOf(ctx, DEV_ACCOUNT_2)) - before.receiver
      const spent = before.sender - (await weiOf(ctx, DEV_ACCOUNT_0))
      check(received === HALF_ETH, `the receiver gained ${received} wei`)
      check(spent > HALF_ETH && spent < HALF_ETH + 10n ** 16n, `the sender spent ${spent} wei`)
    }),
    step('Activity shows "−0.5 ETH" under the current month', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.click('tab', 'Activity')
      const month = new Intl.DateTimeFormat('en', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
      // The chain stamps its blocks with the lab clock's time, not the wall clock's.
      const heading = month.format(new Date(ctx.clock.now()))
      const group = await ctx.ui.findByRole('region', heading)
      await ctx.ui.waitFor('"−0.5 ETH" in the current month', () =>
        group.textContent?.includes('−0.5 ETH') ? true : undefined,
      )
    }),
  ],
})
