import { freshVisit, waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { disconnectAndForget, openPairing, pairByQr, phone, scanQr } from './wcSteps'

/** The URI the phone declined; the retry must scan a different one. */
let declinedUri: string | undefined

export default defineScenario<LabScenarioContext>({
  id: 'wc-session-rejected',
  title: 'The phone rejects the session, then a retry pairs',
  simulators: ['anvil', 'blockchain-api', 'wallet-api', 'relay'],
  expected: '"You declined the request in your wallet" with "Try again"; after it, the phone pairs',
  steps: [
    freshVisit(),
    step('the phone will decline the session; the visitor scans', async (ctx) => {
      const wallet = await phone({ session: 'reject' })
      await openPairing(ctx)
      declinedUri = await scanQr(ctx)
      await wallet.pair(declinedUri)
    }),
    step('the modal says so and offers "Try again"; nothing is connected', async (ctx) => {
      await ctx.ui.waitForText('You declined the request in your wallet')
      await ctx.ui.findByRole('button', 'Try again')
      await waitForStatus(ctx, 'disconnected')
    }),
    step('"Try again" shows a fresh QR code; the phone now approves', async (ctx) => {
      await phone({ session: 'approve' })
      await ctx.ui.click('button', 'Try again')
      await pairByQr(ctx, declinedUri)
      check(ctx.portico.connection.status('eip155') === 'connected', 'not connected')
    }),
    disconnectAndForget(),
  ],
})
