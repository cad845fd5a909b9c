import { waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { defineScenario, step } from '../runner/scenario'
import {
  AUTH_FRAME,
  enterCode,
  freshAuthVisit,
  submitEmail,
  VISITOR_EMAIL,
  waitForCode,
} from './authSteps'

export default defineScenario<LabScenarioContext>({
  id: 'auth-wrong-code',
  title: 'E-mail login: a wrong code, then the right one',
  simulators: ['anvil', 'wallet-api', AUTH_FRAME],
  expected:
    'A wrong code shows "That did not work. Check the code and try again" and keeps the code view; the code from the inbox then connects',
  steps: [
    ...freshAuthVisit(),
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
