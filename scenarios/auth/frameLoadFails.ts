import { step } from '../runner/scenario'
import { AUTH_FRAME, authFrameMounted, defineAuthScenario, submitEmail } from './authSteps'

export default defineAuthScenario({
  id: 'auth-frame-load-fails',
  title: 'The embedded wallet fails to load',
  expected:
    'The frame page answers 500 and never says READY: 30 s later the form says "Unable to load email login dependency" under an "Invalid App Configuration" alert',
  steps: [
    step('the frame page answers 500', async (ctx) => {
      await ctx.lab.command(AUTH_FRAME, 'setFault', { key: 'GET /frame.html', status: 500 })
    }),
    step('the visitor submits the e-mail; the frame is mounted but silent', async (ctx) => {
      await submitEmail(ctx)
      await ctx.ui.waitFor('the auth frame to be mounted', authFrameMounted)
    }),
    step('30 s later: the load error and the alert', async (ctx) => {
      ctx.clock.advance(30_000)
      await ctx.ui.waitForText('Unable to load email login dependency')
      await ctx.ui.waitForText('Invalid App Configuration')
      await ctx.lab.command(AUTH_FRAME, 'clearFaults')
    }),
  ],
})
