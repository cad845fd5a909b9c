import { Keypair } from '@solana/web3.js'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { fillSend } from '../send/sendSteps'
import { openSolanaSend, reviewEnabled, usdcOf } from './solanaSendSteps'
import { connectDelta, DELTA_ADDRESS, solanaFreshVisit } from './solanaSteps'

/** A receiver that has never held anything: a new key on each replay, so no token account. */
const receiver = { address: '', senderBefore: 0n }

export default defineScenario<LabScenarioContext>({
  id: 'solana-send-spl-new-account',
  title: 'Send the lab SPL token to an account with no token account yet',
  simulators: ['solana', 'blockchain-api', 'wallet-api'],
  expected:
    'The preview’s fee includes the rent of the receiver’s new associated token account; after Send the receiver’s token account exists on LiteSVM holding exactly 12.5 USDC and the sender holds 12.5 USDC less',
  steps: [
    solanaFreshVisit(),
    connectDelta(),
    step('the receiver has no token account; the visitor picks USDC and 12.5', async (ctx) => {
      receiver.address = Keypair.generate().publicKey.toBase58()
      check((await usdcOf(ctx, receiver.address)) === undefined, 'the receiver has a token account')
      receiver.senderBefore = (await usdcOf(ctx, DELTA_ADDRESS)) ?? 0n
      await openSolanaSend(ctx)
      await fillSend(ctx, { symbol: 'USDC', amount: '12.5', to: receiver.address })
    }),
    step('the preview’s fee is the signature fee plus the new account’s rent', async (ctx) => {
      await reviewEnabled(ctx)
      await ctx.ui.click('button', 'Review')
      await ctx.ui.findByRole('button', 'Send')
      // 5,000 lamports + 2,039,280 (rent-exempt minimum of a 165-byte token account) =
      // 0.00204428 SOL, shown to 4 digits past its zeros; the signature alone is 0.000005.
      await ctx.ui.waitForText(/^0\.002044 SOL/)
      await ctx.ui.click('button', 'Send')
      await ctx.ui.waitForText('Transaction started')
    }),
    step('the token account was created and holds 12.5 USDC', async (ctx) => {
      const received = await usdcOf(ctx, receiver.address)
      check(received === 12_500_000n, `the receiver holds ${received}`)
      const sent = receiver.senderBefore - ((await usdcOf(ctx, DELTA_ADDRESS)) ?? 0n)
      check(sent === 12_500_000n, `the sender sent ${sent}`)
    }),
  ],
})
