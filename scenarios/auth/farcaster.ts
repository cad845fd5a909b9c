import {
  answerFarcasterSignIn,
  type FarcasterAnswer,
} from '../../renderer/src/phone/farcasterSignIn'
import { PORTICO_PREFIX, waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, step } from '../runner/scenario'
import { pollUntil } from '../runner/waits'
import { defineAuthScenario } from './authSteps'

type Ctx = LabScenarioContext

const farcasterUrl = (ctx: Ctx) => ctx.portico.chains.activeChain?.account.farcasterUrl

/** The lab's auth provider, as the host page was given it (`?auth=`). */
function authOrigin(): string {
  const auth = new URL(window.location.href).searchParams.get('auth')
  check(auth, 'the host page has no auth provider')
  return auth
}

/**
 * The phone scans the QR code in view and answers it, as the lab's phone panel does; retried
 * until the QR code of the current sign-in shows (the view may still paint the last one).
 */
async function phoneAnswers(ctx: Ctx, approve: boolean): Promise<void> {
  const wanted: FarcasterAnswer = approve ? 'approved' : 'denied'
  let last: FarcasterAnswer = 'no-sign-in'
  await pollUntil(
    'the phone to answer the farcaster QR code',
    async () => {
      last = await answerFarcasterSignIn(ctx.lab, document, authOrigin(), approve)
      return last === wanted
    },
    { intervalMs: 25, seen: () => last },
  )
}

export default defineAuthScenario({
  id: 'auth-farcaster-qr',
  title: 'Farcaster sign-in by QR code, answered on the phone',
  expected:
    '"Continue with Farcaster" shows the sign-in QR code; Back while disconnected clears the link and reloads the frame; the phone reads a new QR code and denies it: "The sign-in was cancelled"; "Try again" shows another QR code, the phone approves it and the embedded wallet connects, farcaster stored',
  steps: [
    step('the visitor picks Farcaster: a QR code shows', async (ctx) => {
      await ctx.ui.click('button', 'Connect Wallet')
      await ctx.ui.click('button', 'Continue with Farcaster')
      await ctx.ui.waitFor('the farcaster link', () => farcasterUrl(ctx))
      await ctx.ui.findByRole('button', 'Copy link')
    }),
    step('Back while disconnected clears the link', async (ctx) => {
      await ctx.ui.click('button', 'Back')
      await ctx.ui.waitFor('the link to go', () => farcasterUrl(ctx) === undefined)
    }),
    step('a fresh QR code, denied on the phone: "The sign-in was cancelled"', async (ctx) => {
      await ctx.ui.click('button', 'Continue with Farcaster')
      await ctx.ui.waitFor('a new farcaster link', () => farcasterUrl(ctx))
      await ctx.ui.findByRole('button', 'Copy link')
      await phoneAnswers(ctx, false)
      await ctx.ui.waitForText('The sign-in was cancelled')
      check(
        ctx.portico.connection.status('eip155') === 'disconnected',
        'a denied sign-in connected',
      )
    }),
    step('"Try again": another QR code, approved on the phone, connects', async (ctx) => {
      const denied = farcasterUrl(ctx)
      await ctx.ui.click('button', 'Try again')
      await ctx.ui.waitFor('another farcaster link', () => {
        const url = farcasterUrl(ctx)
        return url && url !== denied ? url : undefined
      })
      await phoneAnswers(ctx, true)
      await waitForStatus(ctx, 'connected')
      const social = window.localStorage.getItem(`${PORTICO_PREFIX}connectedSocial`)
      check(social === 'farcaster', `stored social ${social}`)
    }),
  ],
})
