import { check, step } from '../runner/scenario'
import {
  AUTH_FRAME,
  defineAuthScenario,
  socialWindowCloses,
  SOCIAL_TIMED_OUT as TIMED_OUT,
} from './authSteps'

export default defineAuthScenario({
  id: 'auth-social-popup-closed',
  title: 'Social login: the provider window is closed, then left silent',
  expected:
    'Closing the provider window says "The GitHub window was closed before the sign-in finished", once (no time-out, no alert), and "Try again"; a window left silent for 30 s shows the socials-timeout alert; nothing connects',
  steps: [
    socialWindowCloses('GitHub'),
    step('a window left silent for 30 s shows the socials-timeout alert', async (ctx) => {
      await ctx.lab.command(AUTH_FRAME, 'setSocialDecision', { decision: 'wait' })
      ctx.portico.alerts.close()
      const timers = ctx.clock.pending
      await ctx.ui.click('button', 'Try again')
      await ctx.ui.waitForNoText(TIMED_OUT)
      // The 30 s start once the frame has answered with the provider's address (real time):
      // the watch on the window (a poll and a time-out) shows as two more timers on the clock.
      await ctx.ui.waitFor(
        'the provider window to be watched',
        () => ctx.clock.pending >= timers + 2,
      )
      ctx.clock.advance(30_000)
      await ctx.ui.waitForText(TIMED_OUT)
      check(ctx.portico.connection.status('eip155') === 'disconnected', 'something connected')
    }),
  ],
})
