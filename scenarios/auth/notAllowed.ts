import { stringToHex } from 'viem'
import { check, step } from '../runner/scenario'
import { defineAuthScenario, emailLogin, startRequest } from './authSteps'

/** SPEC §9: the not-allowed message shows 300 ms after the refused request. */
const NOT_ALLOWED_DELAY_MS = 300

export default defineAuthScenario({
  id: 'auth-not-allowed',
  title: 'Embedded wallet: a method it does not allow is refused',
  expected:
    'eth_sign is refused ("Requested RPC call is not allowed"), the modal opens, a pending personal_sign is rejected, and "Action not allowed" shows 300 ms later, not before',
  steps: [
    emailLogin(),
    step('a pending personal_sign, then eth_sign, which is on neither list', async (ctx) => {
      ctx.portico.close()
      const address = ctx.portico.chains.activeAddress!
      const pending = startRequest(ctx, 'personal_sign', [stringToHex('open'), address])
      await ctx.ui.findByRole('button', 'Approve')
      const refused = await startRequest(ctx, 'eth_sign', [address, '0x00'])
      check(
        !refused.ok && refused.error.code === 'RPC_CALL_NOT_ALLOWED',
        `eth_sign was not refused: ${JSON.stringify(refused)}`,
      )
      const open = await pending
      check(!open.ok && open.error.code === 'USER_REJECTED', 'the open request was not rejected')
      check(ctx.portico.modal.isOpen, 'the modal did not open')
      check(!ctx.ui.hasText('Action not allowed'), 'the message showed before 300 ms')
    }),
    step('"Action not allowed" shows after 300 ms', async (ctx) => {
      ctx.clock.advance(NOT_ALLOWED_DELAY_MS)
      await ctx.ui.waitForText('Action not allowed')
    }),
  ],
})
