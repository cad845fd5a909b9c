import { apiOf } from '../runner/apiOf'

/** How often the modal re-reads the onramp history while a purchase is open (its 5 s poll). */
const ONRAMP_WATCH_INTERVAL_MS = 5_000

import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { onBuyCrypto, usdcBalance } from './onrampSteps'

let before = 0

export default defineScenario<LabScenarioContext>({
  id: 'onramp-buy-usdc',
  title: 'Buy 50 USD of USDC',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'Quote 48.75 USDC; Buy opens the lab checkout; QA completes it and anvil credits 48.75 USDC; the modal sees the deposit, the USDC balance, the account history and the Activity tab show it',
  steps: [
    ...onBuyCrypto(),
    step('the visitor asks for 50 USD of USDC by card and sees the quote', async (ctx) => {
      await ctx.ui.waitFor('the token balances', () => usdcBalance(ctx) > 0)
      before = usdcBalance(ctx)
      await ctx.ui.choose('Buy', 'usdc')
      await ctx.ui.type('Amount (USD)', '50')
      await ctx.ui.waitForText('48.75 USDC')
    }),
    step('Buy: the checkout opens and the purchase is in progress', async (ctx) => {
      await ctx.ui.click('button', 'Buy USDC')
      await ctx.ui.waitForText('Purchase in progress: finish the checkout in the new window.')
      await ctx.ui.findByRole('link', 'Open the checkout')
    }),
    step('QA completes the purchase on the lab checkout page', async (ctx) => {
      const link = (await ctx.ui.findByRole('link', 'Open the checkout')) as HTMLAnchorElement
      const checkout = new URL(link.href)
      const page = await (await fetch(checkout)).text()
      check(page.includes('Complete purchase'), 'the checkout page offers no purchase')
      const done = await fetch(`${checkout.origin}/onramp/checkout/complete${checkout.search}`, {
        method: 'POST',
      })
      check((await done.text()).includes('48.75 USDC sent'), 'the checkout did not credit')
    }),
    step('the modal sees the deposit; balance and history show it', async (ctx) => {
      await ctx.ui.waitFor('the deposit', () => {
        if (ctx.portico.modal.isOpen) ctx.clock.advance(ONRAMP_WATCH_INTERVAL_MS)
        return ctx.ui.hasText('Deposit received: +48.75 USDC')
      })
      await ctx.ui.waitFor('the new USDC balance', () => usdcBalance(ctx) - before > 48.7)
      const address = ctx.portico.chains.activeAddress ?? ''
      const { data } = await apiOf(ctx.portico).fetchTransactions({
        account: address,
      })
      const latest = data[0]
      check(latest?.metadata.operationType === 'receive', 'the history has no deposit')
      check(latest.transfers[0]?.quantity.numeric === '48.75', 'the deposit is not 48.75 USDC')
    }),
    step('back on Account, the Activity tab lists the deposit', async (ctx) => {
      // Buy crypto is a view of its own: Back returns to Account and its tabs.
      await ctx.ui.click('button', 'Back')
      await ctx.ui.click('tab', 'Activity')
      await ctx.ui.waitForText(/\+48\.75\d* USDC/)
    }),
  ],
})
