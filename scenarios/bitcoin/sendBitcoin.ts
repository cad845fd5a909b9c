import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { fillSend, reviewAndSend } from '../send/sendSteps'
import {
  BITCOIN_SIMULATORS,
  bitcoinFreshVisit,
  connectOrange,
  esploraUrl,
  expectShownBalance,
  mine,
  openBitcoinAccount,
  openBitcoinSend,
  orange,
  RECEIVER,
  satsOf,
  shownBtc,
} from './bitcoinSteps'

const CENT = 1_000_000
/** What the receiver held before the send, kept between steps. */
const before = { receiver: 0 }

export default defineScenario<LabScenarioContext>({
  id: 'bitcoin-send',
  title: 'Send 0.01 BTC through the Send views',
  simulators: BITCOIN_SIMULATORS,
  expected:
    'Review shows the fee from the chain estimates; the wallet signs the PSBT; the chain accepts the transaction into its mempool; the account shows the change as "Unconfirmed"; after the lab mines a block the receiver holds 0.01 BTC more, confirmed, and nothing shows unconfirmed',
  steps: [
    bitcoinFreshVisit(),
    connectOrange(),
    step('the lab funds the wallet; the visitor fills Send with 0.01 BTC', async (ctx) => {
      await mine(ctx, orange(ctx).keys.payment.address)
      before.receiver = (await satsOf(ctx, RECEIVER)).confirmed
      const pending = (await satsOf(ctx, RECEIVER)).unconfirmed
      check(pending === 0, `the receiver has ${pending} sats unconfirmed already`)
      await openBitcoinSend(ctx)
      await fillSend(ctx, { amount: '0.01', to: RECEIVER })
    }),
    step('the visitor reviews and sends; the wallet signs the PSBT', async (ctx) => {
      await reviewAndSend(ctx)
      check(orange(ctx).prompts().includes('signTransaction'), 'the wallet was not asked to sign')
    }),
    step(
      'the chain holds it unconfirmed; the account shows the change as unconfirmed',
      async (ctx) => {
        const receiver = await satsOf(ctx, RECEIVER)
        check(
          receiver.unconfirmed === CENT,
          `the receiver has ${receiver.unconfirmed} sats pending`,
        )
        const mempool = (await (await fetch(`${esploraUrl(ctx)}/mempool`)).json()) as {
          count: number
        }
        check(mempool.count === 1, `the mempool holds ${mempool.count} transactions`)
        await openBitcoinAccount(ctx)
        const sender = await satsOf(ctx, orange(ctx).keys.payment.address)
        await ctx.ui.waitForText('Unconfirmed')
        await ctx.ui.waitForText(shownBtc(sender.unconfirmed))
      },
    ),
    step('the lab mines a block: the send is confirmed', async (ctx) => {
      ctx.portico.close()
      await mine(ctx)
      const receiver = await satsOf(ctx, RECEIVER)
      check(receiver.unconfirmed === 0, `${receiver.unconfirmed} sats still pending`)
      check(
        receiver.confirmed === before.receiver + CENT,
        `the receiver holds ${receiver.confirmed} sats confirmed`,
      )
      await openBitcoinAccount(ctx)
      await expectShownBalance(ctx, orange(ctx).keys.payment.address)
      await ctx.ui.waitFor('no unconfirmed balance', () => !ctx.ui.hasText('Unconfirmed'))
      ctx.portico.close()
    }),
  ],
})
