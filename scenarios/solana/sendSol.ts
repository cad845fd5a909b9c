import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { clearAnalytics, expectEvents, fillSend, reviewAndSend } from '../send/sendSteps'
import {
  type ChainSnapshot,
  openSolanaAccount,
  openSolanaSend,
  SIGNATURE_FEE,
  SOL_RECEIVER,
  snapshot,
} from './solanaSendSteps'
import { connectDelta, solanaFreshVisit } from './solanaSteps'

const QUARTER_SOL = 250_000_000n
const before: ChainSnapshot = { sender: 0n, receiver: 0n, transactions: 0 }

export default defineScenario<LabScenarioContext>({
  id: 'solana-send-sol',
  title: 'Send 0.25 SOL through the send views',
  simulators: ['solana', 'blockchain-api', 'wallet-api'],
  expected:
    'The same Send and preview views as on eip155; Delta Wallet signs; "Transaction started"; on LiteSVM the receiver gains exactly 0.25 SOL and the sender pays 0.25 SOL plus the 5,000-lamport fee; Activity lists "−0.25 SOL"',
  steps: [
    solanaFreshVisit(),
    connectDelta(),
    step('the visitor fills Send with 0.25 SOL to lab account 7', async (ctx) => {
      Object.assign(before, await snapshot(ctx))
      await clearAnalytics(ctx)
      await openSolanaSend(ctx)
      await fillSend(ctx, { amount: '0.25', to: SOL_RECEIVER })
    }),
    step('review, then Send: the wallet signs and LiteSVM confirms', async (ctx) => {
      await reviewAndSend(ctx)
      await expectEvents(ctx, ['SEND_INITIATED', 'SEND_SUCCESS'])
    }),
    step('both balances changed on LiteSVM', async (ctx) => {
      const after = await snapshot(ctx)
      const received = after.receiver - before.receiver
      const spent = before.sender - after.sender
      check(received === QUARTER_SOL, `the receiver gained ${received} lamports`)
      check(spent === QUARTER_SOL + SIGNATURE_FEE, `the sender spent ${spent} lamports`)
    }),
    step('Activity shows "−0.25 SOL"', async (ctx) => {
      await openSolanaAccount(ctx)
      await ctx.ui.click('tab', 'Activity')
      await ctx.ui.waitForText(/−0\.25 SOL/)
      ctx.portico.close()
    }),
  ],
})
