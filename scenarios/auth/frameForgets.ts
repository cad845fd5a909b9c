import { check, RELOAD, step } from '../runner/scenario'
import { AUTH_FRAME, AUTH_KEYS, defineAuthScenario, emailLogin, stored } from './authSteps'

export default defineAuthScenario({
  id: 'auth-frame-forgets',
  title: 'Embedded wallet: the sign-in is gone when the visitor comes back',
  expected:
    'The visitor logs in by e-mail, then the embedded wallet forgets the session (signed out elsewhere); after a reload it answers "not connected": the page shows "Connect Wallet", and the stored e-mail, login flag and embedded-wallet connection are removed',
  steps: [
    emailLogin(),
    step(
      'the e-mail login is stored; the wallet forgets the session; the page reloads',
      async (ctx): Promise<typeof RELOAD> => {
        for (const key of AUTH_KEYS) check(stored(key) !== null, `${key} was not stored`)
        await ctx.lab.command(AUTH_FRAME, 'reset')
        ctx.portico.close()
        return RELOAD
      },
    ),
    step(
      'after the reload the wallet says "not connected" and the auth state is gone',
      async (ctx) => {
        await ctx.portico.init()
        const status = ctx.portico.connection.status('eip155')
        check(status === 'disconnected', `the status is ${status}`)
        for (const key of AUTH_KEYS) {
          check(stored(key) === null, `${key} is still stored: ${stored(key)}`)
        }
        await ctx.ui.findByRole('button', 'Connect Wallet')
      },
    ),
  ],
})
