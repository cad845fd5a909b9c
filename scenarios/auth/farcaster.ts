import { PORTICO_PREFIX, waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, step } from '../runner/scenario'
import { AUTH_FRAME, defineAuthScenario } from './authSteps'

const farcasterUrl = (ctx: LabScenarioContext) =>
  ctx.portico.chains.activeChain?.account.farcasterUrl

export default defineAuthScenario({
  id: 'auth-farcaster-qr',
  title: 'Farcaster sign-in by QR code',
  expected:
    '"Continue with Farcaster" shows the sign-in QR code; Back while disconnected clears the link and reloads the frame; a new QR code approved on the phone connects, farcaster stored',
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
    step('a fresh QR code, approved on the phone, connects', async (ctx) => {
      await ctx.ui.click('button', 'Continue with Farcaster')
      await ctx.ui.waitFor('a new farcaster link', () => farcasterUrl(ctx))
      const approved = await ctx.lab.command(AUTH_FRAME, 'approveFarcaster')
      check(approved === true, 'no sign-in to approve')
      await waitForStatus(ctx, 'connected')
      const social = window.localStorage.getItem(`${PORTICO_PREFIX}connectedSocial`)
      check(social === 'farcaster', `stored social ${social}`)
    }),
  ],
})
