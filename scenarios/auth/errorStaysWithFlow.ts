import { chooseWallet, waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, step } from '../runner/scenario'
import { defineAuthScenario, socialClosed, socialWindowCloses } from './authSteps'

type Ctx = LabScenarioContext

/** Neither the banner nor the store holds the Google flow's error any more. */
function noGoogleError(ctx: Ctx, where: string): void {
  const closed = socialClosed('Google')
  check(!ctx.ui.hasText(closed), `"${closed}" still shows on ${where}`)
  check(
    ctx.portico.alerts.current === undefined,
    `the alert "${ctx.portico.alerts.current?.title}" is still up on ${where}`,
  )
}

export default defineAuthScenario({
  id: 'auth-error-stays-with-flow',
  title: 'An error stays with its flow: Google closed, then Farcaster, then an extension wallet',
  expected:
    'Closing the Google window says "The Google window was closed before the sign-in finished" on the Google view; Back and Farcaster show the Farcaster view without it; Back and Alpha Wallet connect, and the Account view shows no alert either',
  steps: [
    socialWindowCloses('Google'),
    step('Back, then Farcaster: its view shows no Google error', async (ctx) => {
      await ctx.ui.click('button', 'Back')
      await ctx.ui.click('button', 'Continue with Farcaster')
      await ctx.ui.findByRole('button', 'Copy link')
      noGoogleError(ctx, 'the Farcaster view')
    }),
    step('Back, then Alpha Wallet: connected, the Account view shows no alert', async (ctx) => {
      await ctx.ui.click('button', 'Back')
      await chooseWallet(ctx, 'Alpha Wallet')
      await waitForStatus(ctx, 'connected')
      ctx.portico.close()
      ctx.portico.open()
      await ctx.ui.findByRole('button', 'Disconnect')
      noGoogleError(ctx, 'the Account view')
    }),
  ],
})
