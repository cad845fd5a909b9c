import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, type ScenarioStep, step } from '../runner/scenario'
import { disconnectAndForget, openPairing, pairByQr } from './wcSteps'

/** What the pairing view says when the relay does not answer (the catalogue's RELAY_UNREACHABLE). */
const UNREACHABLE = 'Could not reach the WalletConnect network. Check your connection and try again'

/**
 * A bound on the page's clock. The probe moves the clock 1 s at a time from the pick, before
 * the proposal (and its 15 s timer) has even left, so the bound carries slack for that.
 */
const BOUND_MS = 60_000

function relayAccepts(enabled: boolean, title: string): ScenarioStep<LabScenarioContext> {
  return step(title, async (ctx) => {
    await ctx.lab.command('relay', 'refuse', { enabled: !enabled })
  })
}

export default defineScenario<LabScenarioContext>({
  id: 'wc-relay-unreachable',
  title: 'The WalletConnect relay cannot be reached: an error with "Try again", not a spinner',
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected:
    'With the relay refusing every connection, choosing the phone wallet shows "Could not reach the WalletConnect network…" and "Try again" within 15 s on the page\'s clock; once the relay is back, "Try again" shows a QR code the phone pairs with',
  steps: [
    freshVisit(),
    relayAccepts(false, 'the relay refuses every new connection (HTTP 503)'),
    step('the visitor picks the phone wallet: a spinner while the relay is tried', async (ctx) => {
      await openPairing(ctx)
      await ctx.ui.findByRole('progressbar', 'Preparing the connection code')
    }),
    step(
      'within a bounded time on the clock the spinner gives way to the error and "Try again"',
      async (ctx) => {
        const start = ctx.clock.now()
        await ctx.ui.waitFor('the relay error', () => {
          if (ctx.ui.hasText(UNREACHABLE)) return true
          check(ctx.clock.now() - start < BOUND_MS, `still no error after ${BOUND_MS} ms`)
          ctx.clock.advance(1_000)
          return false
        })
        check(ctx.ui.queryAllByRole('progressbar').length === 0, 'the spinner is still there')
        await ctx.ui.findByRole('button', 'Try again')
      },
    ),
    relayAccepts(true, 'the relay is back'),
    step('"Try again" shows a QR code and the phone pairs with it', async (ctx) => {
      await ctx.ui.click('button', 'Try again')
      await pairByQr(ctx)
    }),
    disconnectAndForget(),
  ],
})
