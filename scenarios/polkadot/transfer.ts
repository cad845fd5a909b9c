import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { fillSend, reviewAndSend } from '../send/sendSteps'
import {
  ALICE,
  BOB,
  connectEpsilon,
  openPolkadotAccount,
  plancksOnChain,
  polkadotFreshVisit,
} from './polkadotSteps'

const TWO_ROC = 2n * 10n ** 12n
const before = { alice: 0n, bob: 0n }

export default defineScenario<LabScenarioContext>({
  id: 'polkadot-transfer',
  title: 'Send 2 ROC to another lab account on the polkadot chain',
  simulators: ['polkadot', 'blockchain-api', 'wallet-api'],
  expected:
    'The Send view builds a keep-alive balances transfer, Epsilon Wallet signs it, it is included in a block: in the runtime Bob gains exactly 2 ROC and Alice loses 2 ROC plus the fee',
  steps: [
    polkadotFreshVisit(),
    connectEpsilon(),
    step('the visitor fills the send form with Bob and 2 ROC and sends it', async (ctx) => {
      before.alice = await plancksOnChain(ctx, ALICE.address)
      before.bob = await plancksOnChain(ctx, BOB.address)
      await openPolkadotAccount(ctx)
      await ctx.ui.click('button', 'Send')
      await ctx.ui.findByRole('textbox', 'Amount')
      await fillSend(ctx, { amount: '2', to: BOB.address })
      await reviewAndSend(ctx)
    }),
    step('the runtime moved exactly 2 ROC; Alice paid a fee on top', async (ctx) => {
      // "Transaction started" shows once a block included the transfer: the state is final.
      const received = (await plancksOnChain(ctx, BOB.address)) - before.bob
      check(received === TWO_ROC, `Bob received ${received} plancks`)
      const spent = before.alice - (await plancksOnChain(ctx, ALICE.address))
      check(spent > TWO_ROC && spent < TWO_ROC + 10n ** 12n, `Alice spent ${spent} plancks`)
      ctx.portico.close()
    }),
  ],
})
