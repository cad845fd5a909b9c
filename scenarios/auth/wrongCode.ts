import { waitForStatus } from '../evm/evmSteps'
import { step } from '../runner/scenario'
import { defineAuthScenario, enterCode, submitEmail, VISITOR_EMAIL, waitForCode } from './authSteps'

export default defineAuthScenario({
  id: 'auth-wrong-code',
  title: 'E-mail login: a wrong code, then the right one',
  expected:
    'A wrong code shows "That did not work. Check the code and try again" and keeps the code view; the code from the inbox then connects',
  steps: [
    step('the visitor asks for a code', async (ctx) => {
      await submitEmail(ctx)
      await ctx.ui.waitForText(`Enter the code we sent to ${VISITOR_EMAIL}`)
    }),
    step('a wrong code is refused', async (ctx) => {
      const right = await waitForCode(ctx)
      await enterCode(ctx, right === '000000' ? '111111' : '000000')
      await ctx.ui.waitForText('That did not work. Check the code and try again')
    }),
    step('the right code connects', async (ctx) => {
      await enterCode(ctx, await waitForCode(ctx))
      await waitForStatus(ctx, 'connected')
    }),
  ],
})
