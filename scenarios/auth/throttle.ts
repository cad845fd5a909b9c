import { check, step } from '../runner/scenario'
import { defineAuthScenario, inbox, submitEmail, VISITOR_EMAIL, waitForCode } from './authSteps'

export default defineAuthScenario({
  id: 'auth-email-throttle',
  title: 'E-mail login is throttled to once per 30 s',
  expected:
    'A resend 10 s after the first code shows "Please try again after 20 seconds", 19 one second later; at 30 s the resend goes and a second code arrives',
  steps: [
    step('the first code is sent', async (ctx) => {
      await submitEmail(ctx)
      await ctx.ui.waitForText(`Enter the code we sent to ${VISITOR_EMAIL}`)
      await waitForCode(ctx, 1)
    }),
    step('a resend at 10 s is refused, counting down', async (ctx) => {
      ctx.clock.advance(10_000)
      await ctx.ui.click('button', 'Resend code')
      await ctx.ui.waitForText('Please try again after 20 seconds')
      ctx.clock.advance(1_000)
      await ctx.ui.waitForText('Please try again after 19 seconds')
      const codes = (await inbox(ctx)).filter((mail) => mail.kind === 'otp')
      check(codes.length === 1, `${codes.length} codes sent`)
    }),
    step('at 30 s the resend goes', async (ctx) => {
      ctx.clock.advance(19_000)
      await ctx.ui.waitForNoText(/Please try again after/)
      await ctx.ui.click('button', 'Resend code')
      await waitForCode(ctx, 2)
    }),
  ],
})
