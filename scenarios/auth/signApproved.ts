import { createPublicClient, type Hex, http, stringToHex } from 'viem'
import { check, step } from '../runner/scenario'
import { decide, defineAuthScenario, emailLogin, startRequest } from './authSteps'

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
    step('personal_sign waits on the approval view, which shows the message', async (ctx) => {
      const address = ctx.portico.chains.activeAddress!
      const pending = startRequest(ctx, 'personal_sign', [stringToHex(MESSAGE), address])
      await ctx.ui.waitForText(MESSAGE)
      await decide(ctx, 'Approve')
      const outcome = await pending
      check(outcome.ok, `the request failed: ${JSON.stringify(!outcome.ok && outcome.error)}`)
      const rpcUrl = ctx.portico.chains.activeCaipNetwork?.rpcUrls.default.http[0]
      const client = createPublicClient({ transport: http(rpcUrl) })
      const valid = await client.verifyMessage({
        address: address as Hex,
        message: MESSAGE,
        signature: outcome.result as Hex,
      })
      check(valid, `the signature does not verify against ${address}`)
    }),
  ],
})
