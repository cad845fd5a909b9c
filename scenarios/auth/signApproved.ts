import { check, step } from '../runner/scenario'
import { defineAuthScenario, emailLogin, signApprovedAndVerify } from './authSteps'

const MESSAGE = 'Bid 0.42 ETH on Dawn Over Harbour #12'

export default defineAuthScenario({
  id: 'auth-sign-approved',
  title: 'Embedded wallet: an approved personal_sign verifies on the lab chain',
  expected:
    'personal_sign opens "Approve transaction" showing the message text; after Approve the signature verifies on anvil against the embedded address; a safe eth_chainId went straight through',
  steps: [
    emailLogin(),
    step('a safe request goes straight through', async (ctx) => {
      const chainId = await ctx.portico.request({ method: 'eth_chainId', params: [] })
      check(chainId === '0x7a69', `eth_chainId answered ${String(chainId)}`)
      check(!ctx.portico.modal.isOpen, 'a safe request opened the modal')
    }),
    step('personal_sign waits on the approval view, which shows the message', (ctx) =>
      signApprovedAndVerify(ctx, MESSAGE),
    ),
  ],
})
