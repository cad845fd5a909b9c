import { signedSpend } from '../../simulators/chains/bitcoin/testSpend'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import { quietPeriod } from '../runner/waits'
import { fillSend } from '../send/sendSteps'
import {
  BITCOIN_SIMULATORS,
  bitcoinFreshVisit,
  connectOrange,
  esploraUrl,
  mine,
  openBitcoinSend,
  orange,
  RECEIVER,
  satsOf,
  utxosOf,
} from './bitcoinSteps'

/** More BTC than the wallet holds: refused inline, the wallet never asked. */
export const bitcoinSendAboveBalance = defineScenario<LabScenarioContext>({
  id: 'bitcoin-send-above-balance',
  title: 'Too little bitcoin: the send is refused before the wallet is asked',
  simulators: BITCOIN_SIMULATORS,
  expected:
    '"Insufficient balance" under Amount, Review disabled, the wallet was never asked to sign',
  steps: [
    bitcoinFreshVisit(),
    connectOrange(),
    step('the visitor types more BTC than the wallet holds', async (ctx) => {
      const wallet = orange(ctx)
      const { confirmed, unconfirmed } = await satsOf(ctx, wallet.keys.payment.address)
      const tooMuch = String(Math.ceil((confirmed + unconfirmed) / 1e8) + 1)
      await openBitcoinSend(ctx)
      await fillSend(ctx, { amount: tooMuch, to: RECEIVER })
      await ctx.ui.waitForText('Insufficient balance')
      const [review] = ctx.ui.queryAllByRole('button', 'Review')
      check((review as HTMLButtonElement | undefined)?.disabled === true, 'Review is enabled')
      await quietPeriod(300, 'a refused amount never asks the wallet to sign')
      const asked = wallet.prompts().filter((p) => p === 'signTransaction')
      check(asked.length === 0, 'the wallet was asked to sign')
      ctx.portico.close()
    }),
  ],
})

/** The wallet's coins are spent elsewhere while it confirms: the chain refuses the double spend. */
export const bitcoinDoubleSpend = defineScenario<LabScenarioContext>({
  id: 'bitcoin-double-spend',
  title: 'A double spend is refused by the chain and the visitor sees why',
  simulators: BITCOIN_SIMULATORS,
  expected:
    'While Orange Wallet is confirming, the same coins are spent by another transaction; the chain refuses the wallet\'s transaction ("The network refused the transaction: txn-mempool-conflict") and the preview shows it; the receiver got nothing',
  steps: [
    bitcoinFreshVisit(),
    connectOrange(),
    step(
      'the wallet is funded and will take a moment to confirm; the visitor reviews 0.01 BTC',
      async (ctx) => {
        await mine(ctx, orange(ctx).keys.payment.address)
        orange(ctx).update({ delayMs: 1500 })
        await openBitcoinSend(ctx)
        await fillSend(ctx, { amount: '0.01', to: RECEIVER })
        await ctx.ui.waitFor('Review to be enabled', () => {
          const [button] = ctx.ui.queryAllByRole('button', 'Review')
          return button && !(button as HTMLButtonElement).disabled ? button : undefined
        })
        await ctx.ui.click('button', 'Review')
        await ctx.ui.findByRole('button', 'Send')
      },
    ),
    step('the visitor sends; meanwhile the same coins are spent elsewhere', async (ctx) => {
      await ctx.ui.click('button', 'Send')
      await ctx.ui.waitFor(
        'the wallet to be asked',
        () => orange(ctx).prompts().includes('signTransaction') || undefined,
      )
      const { keys } = orange(ctx)
      const coins = (await utxosOf(ctx, keys.payment.address)).map((u) => ({
        txid: u.txid,
        vout: u.vout,
        value: BigInt(u.value),
      }))
      const total = coins.reduce((sum, coin) => sum + coin.value, 0n)
      // Everything back to the wallet's own ordinals address, paying a generous fee.
      const hex = signedSpend(keys, 'payment', coins, [
        { address: keys.ordinals.address, value: total - 10_000n * BigInt(coins.length) },
      ])
      const res = await fetch(`${esploraUrl(ctx)}/tx`, { method: 'POST', body: hex })
      check(res.ok, `the conflicting spend was refused: ${await res.text()}`)
    }),
    step("the chain refuses the wallet's transaction; the preview says so", async (ctx) => {
      await ctx.ui.waitForText(/The network refused the transaction: .*(conflict|spent)/)
      await ctx.ui.findByRole('button', 'Send')
      check(ctx.portico.router.view === 'SendPreview', `on ${ctx.portico.router.view}`)
      const receiver = await satsOf(ctx, RECEIVER)
      check(receiver.unconfirmed === 0, `the receiver got ${receiver.unconfirmed} sats`)
      orange(ctx).update({ delayMs: 0 })
      ctx.portico.close()
    }),
  ],
})
