import { connectAlpha, freshVisit, openAccount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'

/** SPEC §9: a new snackbar message replaces the open one after 150 ms. */
const SWAP_DELAY_MS = 150

/**
 * What copying the address says: "Address copied", or, where the browser refuses the clipboard
 * (a replay clicks by script, without the visitor's gesture the demo page on its own origin
 * needs), why it did not copy. Either is a message, and the timer is the same.
 */
const COPY_MESSAGE = /^(Address copied|Could not copy the address: select it and copy it yourself)$/

export default defineScenario<LabScenarioContext>({
  id: 'timers-snackbar-swap',
  title: 'A second message replaces the open one after 150 ms',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The copy message shows; copying again closes it at once and shows it again 150 ms later, not before',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('copying the address shows its message', async (ctx) => {
      await openAccount(ctx)
      await ctx.ui.click('button', 'Copy address')
      await ctx.ui.waitForText(COPY_MESSAGE)
      check(ctx.portico.snackbar.open, 'the snackbar is not open')
    }),
    step('copying again closes the message at once', async (ctx) => {
      await ctx.ui.click('button', 'Copy address')
      await ctx.ui.waitFor('the open message to close', () => !ctx.portico.snackbar.open)
      ctx.clock.advance(SWAP_DELAY_MS - 1)
      check(!ctx.portico.snackbar.open, 'the new message showed before 150 ms')
    }),
    step('150 ms after, the new message shows', async (ctx) => {
      ctx.clock.advance(1)
      await ctx.ui.waitFor('the new message', () => ctx.portico.snackbar.open)
      await ctx.ui.waitForText(COPY_MESSAGE)
    }),
  ],
})
