import { connectAlpha, freshVisit, wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'
import {
  clearAnalytics,
  clickReview,
  DEV_ACCOUNT_2,
  expectEvents,
  fillSend,
  openSend,
} from './sendSteps'

/** The wallet declines the send: the preview says so and nothing moves. */
export const sendWalletRejects = defineScenario<LabScenarioContext>({
  id: 'send-wallet-rejects',
  title: 'The wallet rejects the send',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'After Send, "You declined the request in your wallet" on the preview (the failure recorded in analytics); the form keeps its values',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the visitor reviews a send; the wallet will reject it', async (ctx) => {
      await openSend(ctx)
      await fillSend(ctx, { amount: '0.2', to: DEV_ACCOUNT_2 })
      await clickReview(ctx)
      await ctx.ui.findByRole('button', 'Send')
      wallet(ctx, 'alpha').update({ mode: 'reject' })
      await clearAnalytics(ctx)
    }),
    step('Send asks the wallet, which declines; the preview says so', async (ctx) => {
      await ctx.ui.click('button', 'Send')
      await ctx.ui.waitForText('You declined the request in your wallet')
      await ctx.ui.findByRole('button', 'Send')
      check(ctx.portico.router.view === 'SendPreview', `on ${ctx.portico.router.view}`)
      await expectEvents(ctx, ['SEND_INITIATED', 'SEND_ERROR'])
    }),
  ],
})

/** More than the balance: refused inline, the wallet never asked. */
export const sendAboveBalance = defineScenario<LabScenarioContext>({
  id: 'send-above-balance',
  title: 'An amount above the balance is refused before the wallet is asked',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    '"Insufficient balance" under Amount, Review disabled, no transaction request reached the wallet',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the visitor types more ETH than the account holds', async (ctx) => {
      const methods: string[] = []
      const stop = wallet(ctx, 'alpha').onActivity((entry) => methods.push(entry.method))
      await openSend(ctx)
      await fillSend(ctx, { amount: '1000000', to: DEV_ACCOUNT_2 })
      await ctx.ui.waitForText('Insufficient balance')
      const [review] = ctx.ui.queryAllByRole('button', 'Review')
      check((review as HTMLButtonElement | undefined)?.disabled === true, 'Review is enabled')
      await quietPeriod(300, 'a refused amount never asks the wallet for gas or a signature')
      stop()
      const asked = methods.filter((m) => m === 'eth_sendTransaction' || m === 'eth_estimateGas')
      check(asked.length === 0, `the wallet was asked: ${asked.join(', ')}`)
    }),
  ],
})
