import { PORTICO_PREFIX, waitForStatus } from '../evm/evmSteps'
import { check, step } from '../runner/scenario'
import { AUTH_FRAME, defineAuthScenario } from './authSteps'

export default defineAuthScenario({
  id: 'auth-google-popup',
  title: 'Social login: Google through the provider window',
  expected:
    '"Continue with Google" opens the provider window; approved there, the embedded wallet connects; google and the username lab-google are stored',
  steps: [
    step('the provider page approves by itself (QA would click Approve)', async (ctx) => {
      await ctx.lab.command(AUTH_FRAME, 'setSocialDecision', { decision: 'approve' })
    }),
    step('the visitor picks Google; the account connects', async (ctx) => {
      await ctx.ui.click('button', 'Connect Wallet')
      await ctx.ui.click('button', 'Continue with Google')
      await waitForStatus(ctx, 'connected')
      const read = (key: string) => window.localStorage.getItem(`${PORTICO_PREFIX}${key}`)
      check(read('connectedSocial') === 'google', `stored social ${read('connectedSocial')}`)
      check(read('socialUsername') === 'lab-google', `stored username ${read('socialUsername')}`)
    }),
  ],
})
