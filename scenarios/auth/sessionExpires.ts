import { stringToHex } from 'viem'
import { check, step } from '../runner/scenario'
import {
  AUTH_FRAME,
  AUTH_KEYS,
  decide,
  defineAuthScenario,
  emailLogin,
  startRequest,
  stored,
} from './authSteps'

export default defineAuthScenario({
  id: 'auth-session-expires',
  title: 'Embedded wallet: the sign-in expired while the modal was closed',
  expected:
    'The visitor logs in by e-mail and closes the modal; the embedded wallet then forgets the session on its own. The next signature, approved, fails with "Session Expired"; the stored e-mail, login flag and embedded-wallet connection are removed, and "Connect Wallet" opens the modal on a "Session Expired" alert that says to check the time settings and reconnect',
  steps: [
    emailLogin(),
    step('the modal is closed; the wallet forgets the session on its own', async (ctx) => {
      ctx.portico.close()
      await ctx.lab.command(AUTH_FRAME, 'reset')
    }),
    step('the next signature, approved, fails with "Session Expired"', async (ctx) => {
      const address = ctx.portico.chains.activeAddress ?? ''
      const pending = startRequest(ctx, 'personal_sign', [stringToHex('still me?'), address])
      await decide(ctx, 'Approve')
      const outcome = await pending
      check(!outcome.ok && outcome.error.code === 'SESSION_EXPIRED', 'not "Session Expired"')
    }),
    step('the login is forgotten; "Connect Wallet" opens on "Session Expired"', async (ctx) => {
      const status = ctx.portico.connection.status('eip155')
      check(status === 'disconnected', `the status is ${status}`)
      for (const key of AUTH_KEYS) check(stored(key) === null, `${key} is still stored`)
      ctx.portico.close()
      await ctx.ui.click('button', 'Connect Wallet')
      await ctx.ui.waitForText('Session Expired')
      await ctx.ui.waitForText(/Check your time settings and reconnect/)
    }),
  ],
})
