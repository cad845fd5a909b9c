import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  type ChainSnapshot,
  nothingApplied,
  openSolanaSend,
  reviewEnabled,
  reviewSolanaSend,
  SOL_RECEIVER,
  snapshot,
} from './solanaSendSteps'
import { connectDelta, solanaFreshVisit, solanaWallet } from './solanaSteps'

const beforeReject: ChainSnapshot = { sender: 0n, receiver: 0n, transactions: 0 }
const beforeDrop: ChainSnapshot = { sender: 0n, receiver: 0n, transactions: 0 }

/** Delta Wallet declines to sign: the preview says so, nothing reaches the chain. */
export const solanaSendRejects = defineScenario<LabScenarioContext>({
  id: 'solana-send-rejects',
  title: 'The Solana wallet rejects the send',
  simulators: ['solana', 'blockchain-api', 'wallet-api'],
  expected:
    '"You declined the request in your wallet" on the preview; no balance changes and no transaction lands on LiteSVM',
  steps: [
    solanaFreshVisit(),
    connectDelta(),
    step('the visitor reviews 0.25 SOL; Delta Wallet will reject', async (ctx) => {
      await reviewSolanaSend(ctx, { amount: '0.25', to: SOL_RECEIVER })
      solanaWallet(ctx, 'delta').update({ mode: 'reject' })
      Object.assign(beforeReject, await snapshot(ctx))
    }),
    step('Send asks the wallet, which declines; the preview says so', async (ctx) => {
      await ctx.ui.click('button', 'Send')
      await ctx.ui.waitForText('You declined the request in your wallet')
      await ctx.ui.findByRole('button', 'Send')
    }),
    nothingApplied(beforeReject),
  ],
})

/** The RPC drops the connection as the signed transfer is sent. */
export const solanaSendRpcDrops = defineScenario<LabScenarioContext>({
  id: 'solana-send-rpc-drops',
  title: 'The Solana RPC drops mid-send',
  simulators: ['solana', 'blockchain-api', 'wallet-api'],
  expected:
    'The wallet signs, sendTransaction is dropped by the RPC (faults.ts): "Failed to send transaction. Please try again." on the preview; nothing is half-applied on LiteSVM',
  steps: [
    solanaFreshVisit(),
    connectDelta(),
    step('the visitor reviews 0.25 SOL; the RPC will drop sendTransaction', async (ctx) => {
      await reviewSolanaSend(ctx, { amount: '0.25', to: SOL_RECEIVER })
      // Every sendTransaction is dropped until the step clears the fault: the send is retried,
      // and with `times: 1` the retry went through (it failed only when an earlier replay had
      // sent the very same transaction, which the chain refused as already processed).
      await ctx.lab.command('solana', 'setFault', { key: 'RPC sendTransaction', drop: true })
      Object.assign(beforeDrop, await snapshot(ctx))
    }),
    step('Send: the wallet signs, the RPC drops; the preview says so', async (ctx) => {
      await ctx.ui.click('button', 'Send')
      await ctx.ui.waitForText('Failed to send transaction. Please try again.')
      await ctx.ui.findByRole('button', 'Send')
      await ctx.lab.command('solana', 'clearFaults')
    }),
    nothingApplied(beforeDrop),
  ],
})

/** The form's checks before the wallet is ever asked. */
export const solanaSendValidation = defineScenario<LabScenarioContext>({
  id: 'solana-send-validation',
  title: 'A Solana send needs an amount and a base58 receiver',
  simulators: ['solana', 'blockchain-api', 'wallet-api'],
  expected:
    '"Please enter a valid amount and receiver address" while the amount or the receiver is missing; an address that is not 32–44 base58 characters is refused inline ("Enter a valid address or a registered name"); Review stays disabled until both are valid',
  steps: [
    solanaFreshVisit(),
    connectDelta(),
    step('an amount without a receiver asks for both', async (ctx) => {
      await openSolanaSend(ctx)
      await ctx.ui.type('Amount', '0.25')
      await ctx.ui.waitForText('Please enter a valid amount and receiver address')
      checkReviewDisabled(ctx)
    }),
    step('a receiver without an amount asks for both', async (ctx) => {
      await ctx.ui.type('Amount', '')
      await ctx.ui.type('To', SOL_RECEIVER)
      await ctx.ui.waitForText('Please enter a valid amount and receiver address')
      checkReviewDisabled(ctx)
    }),
    step('an EVM address and a short string are not base58 Solana addresses', async (ctx) => {
      await ctx.ui.type('Amount', '0.25')
      for (const to of ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '8czM2JGALYfz']) {
        await ctx.ui.type('To', to)
        await ctx.ui.waitForText('Enter a valid address or a registered name')
        checkReviewDisabled(ctx)
      }
    }),
    step('a base58 receiver and an amount: the messages go, Review is enabled', async (ctx) => {
      await ctx.ui.type('To', SOL_RECEIVER)
      await ctx.ui.waitForNoText('Enter a valid address or a registered name')
      await ctx.ui.waitForNoText('Please enter a valid amount and receiver address')
      await reviewEnabled(ctx)
      ctx.portico.close()
    }),
  ],
})

function checkReviewDisabled(ctx: LabScenarioContext): void {
  const [review] = ctx.ui.queryAllByRole('button', 'Review')
  check((review as HTMLButtonElement | undefined)?.disabled === true, 'Review is enabled')
}
