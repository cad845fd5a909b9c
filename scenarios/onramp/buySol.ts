import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { lamportsOf as solanaLamports } from '../solana/solanaSendSteps'
import { connectDelta, DELTA_ADDRESS, solanaFreshVisit } from '../solana/solanaSteps'

type Ctx = LabScenarioContext

/** How often the modal re-reads the onramp history while a purchase is open (its 5 s poll). */
const ONRAMP_WATCH_INTERVAL_MS = 5_000
/** 50 USD less the 1.5 % fee and the 0.50 USD network fee, at the lab's 150 USD a SOL. */
const BOUGHT_LAMPORTS = 325_000_000n

/** Delta's lamports as LiteSVM holds them. */
const lamportsOf = (ctx: Ctx) => solanaLamports(ctx, DELTA_ADDRESS)

let before = 0n

export default defineScenario<LabScenarioContext>({
  id: 'onramp-buy-sol',
  title: 'Buy 50 USD of SOL on Solana',
  simulators: ['solana', 'blockchain-api', 'wallet-api'],
  expected:
    'Connected on Solana, Buy crypto offers SOL; 50 USD quotes 0.325 SOL; the lab checkout credits 0.325 SOL on the Solana chain and the modal sees the deposit',
  steps: [
    solanaFreshVisit(),
    connectDelta(),
    step('the visitor opens Buy crypto on Solana and sees the SOL quote', async (ctx) => {
      ctx.portico.close()
      await ctx.ui.click('button', new RegExp(DELTA_ADDRESS.slice(0, 6)))
      await ctx.ui.click('button', 'Buy crypto')
      await ctx.ui.choose('Buy', 'sol')
      await ctx.ui.type('Amount (USD)', '50')
      await ctx.ui.waitForText('0.325 SOL')
      before = await lamportsOf(ctx)
    }),
    step('Buy: the checkout opens and the purchase is in progress', async (ctx) => {
      await ctx.ui.click('button', 'Buy SOL')
      await ctx.ui.waitForText('Purchase in progress: finish the checkout in the new window.')
    }),
    step('QA completes the purchase on the lab checkout page', async (ctx) => {
      const link = (await ctx.ui.findByRole('link', 'Open the checkout')) as HTMLAnchorElement
      const checkout = new URL(link.href)
      check(checkout.searchParams.get('address') === DELTA_ADDRESS, 'the checkout pays elsewhere')
      const done = await fetch(`${checkout.origin}/onramp/checkout/complete${checkout.search}`, {
        method: 'POST',
      })
      check((await done.text()).includes('0.325 SOL sent'), 'the checkout did not credit SOL')
      const gained = (await lamportsOf(ctx)) - before
      check(gained === BOUGHT_LAMPORTS, `the chain credited ${gained} lamports`)
    }),
    step('the modal sees the deposit', async (ctx) => {
      await ctx.ui.waitFor('the deposit', () => {
        if (ctx.portico.modal.isOpen) ctx.clock.advance(ONRAMP_WATCH_INTERVAL_MS)
        return ctx.ui.hasText('Deposit received: +0.325 SOL')
      })
    }),
  ],
})
