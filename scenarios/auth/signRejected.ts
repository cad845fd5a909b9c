import { stringToHex } from 'viem'
import { check, step } from '../runner/scenario'
import { decide, defineAuthScenario, emailLogin, startRequest } from './authSteps'

export default defineAuthScenario({
  id: 'auth-sign-rejected',
  title: 'Embedded wallet: a rejected request, and one left pending when the modal closes',
  expected:
    'Reject on "Approve transaction" rejects the request as refused by the visitor; a second request is rejected the same way when the visitor closes the modal',
  steps: [
    emailLogin(),
    step('the visitor rejects a personal_sign', async (ctx) => {
      const address = ctx.portico.chains.activeAddress!
      const pending = startRequest(ctx, 'personal_sign', [stringToHex('first'), address])
      await decide(ctx, 'Reject')
      const outcome = await pending
      check(!outcome.ok && outcome.error.code === 'USER_REJECTED', 'the request was not rejected')
    }),
    step('closing the modal rejects the pending request', async (ctx) => {
      const address = ctx.portico.chains.activeAddress!
      const pending = startRequest(ctx, 'personal_sign', [stringToHex('second'), address])
      await ctx.ui.findByRole('button', 'Approve')
      await ctx.ui.click('button', 'Close')
      const outcome = await pending
      check(!outcome.ok && outcome.error.code === 'USER_REJECTED', 'the request survived the close')
    }),
  ],
})
