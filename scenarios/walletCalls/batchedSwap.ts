import { wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  ALPHA_ACCOUNTS,
  ammQuote,
  BASE_TOKENS,
  balanceOf,
  checkReceivedAsQuoted,
  connectedOnBase,
  enterAmount,
  openSwap,
  pickToken,
  resetAllowance,
  waitForSnackbar,
} from '../swap/swapSteps'

const user = ALPHA_ACCOUNTS[0]

/** What the wallet was asked while the swap ran, by method (the wallet's own activity log). */
const asked: string[] = []
let stopListening: (() => void) | undefined
let uniBefore = 0n
let quoted = 0n

const count = (method: string) => asked.filter((m) => m === method).length

/** The steps both scenarios share: Alpha on Base with batching on or off, USDC → UNI 100. */
function reviewUsdcToUni(atomicBatch: boolean) {
  return [
    ...connectedOnBase(0),
    step(
      atomicBatch ? 'Alpha batches calls atomically' : 'Alpha has batching switched off',
      async (ctx: LabScenarioContext) => {
        wallet(ctx, 'alpha').update({ atomicBatch })
        await resetAllowance(ctx, user, BASE_TOKENS.USDC)
        uniBefore = await balanceOf(ctx, user, BASE_TOKENS.UNI)
        quoted = await ammQuote(ctx, BASE_TOKENS.USDC, BASE_TOKENS.UNI, 100n * 10n ** 6n)
        asked.length = 0
        stopListening?.()
        stopListening = wallet(ctx, 'alpha').onActivity(({ method }) => asked.push(method))
      },
    ),
    step('the visitor picks USDC → UNI, 100 USDC, and reviews', async (ctx: LabScenarioContext) => {
      await openSwap(ctx)
      await pickToken(ctx, 'pay', 'USDC')
      await pickToken(ctx, 'receive', 'UNI')
      await enterAmount(ctx, '100')
      await ctx.ui.click('button', 'Review swap')
    }),
  ]
}

/** The swap landed: the snackbar says so and UNI arrived; the wallet log is closed. */
async function swapLanded(ctx: LabScenarioContext) {
  await waitForSnackbar(ctx, /^Swapped 100 USDC to [\d,.]+ UNI$/)
  checkReceivedAsQuoted((await balanceOf(ctx, user, BASE_TOKENS.UNI)) - uniBefore, quoted)
  stopListening?.()
  stopListening = undefined
  ctx.portico.close()
}

export const batchedSwap = defineScenario<LabScenarioContext>({
  id: 'swap-batched-approval',
  title: 'Swap USDC to UNI in one wallet request (batched approval)',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api'],
  expected:
    'Alpha reports atomic batching: the preview offers Swap at once ("Your wallet approves USDC and swaps in one request."); one wallet_sendCalls carries the approval and the swap; "Swapped 100 USDC to … UNI" and UNI arrived',
  steps: [
    ...reviewUsdcToUni(true),
    step('the preview offers the swap straight away, saying it is one request', async (ctx) => {
      await ctx.ui.waitForText('Your wallet approves USDC and swaps in one request.')
      check(ctx.ui.queryAllByRole('button', 'Approve USDC').length === 0, 'Approve USDC shows')
      await ctx.ui.waitFor('Swap enabled', () => {
        const swap = ctx.ui.queryAllByRole('button', 'Swap')[0] as HTMLButtonElement | undefined
        return (swap && !swap.disabled) || undefined
      })
    }),
    step(
      'Swap: one wallet_sendCalls request, no single transactions; the swap lands',
      async (ctx) => {
        await ctx.ui.click('button', 'Swap')
        await swapLanded(ctx)
        check(count('wallet_sendCalls') === 1, `${count('wallet_sendCalls')} wallet_sendCalls`)
        check(count('eth_sendTransaction') === 0, `${count('eth_sendTransaction')} transactions`)
        check(count('wallet_getCallsStatus') >= 1, 'the batch was never tracked')
      },
    ),
  ],
})

export const unbatchedSwap = defineScenario<LabScenarioContext>({
  id: 'swap-batch-off-two-transactions',
  title: 'Swap USDC to UNI with batching off: approve, then swap',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api'],
  expected:
    'With Alpha batching switched off the preview asks "Approve USDC" first; the approval and the swap are two transactions; no wallet_sendCalls; UNI arrived',
  steps: [
    ...reviewUsdcToUni(false),
    step('the preview asks for the approval first; the wallet approves', async (ctx) => {
      await ctx.ui.click('button', 'Approve USDC')
      await ctx.ui.waitFor('the swap rebuilt after the approval', () => {
        const swap = ctx.ui.queryAllByRole('button', 'Swap')[0] as HTMLButtonElement | undefined
        return (swap && !swap.disabled) || undefined
      })
    }),
    step('Swap: two transactions in all, no batch; the swap lands', async (ctx) => {
      await ctx.ui.click('button', 'Swap')
      await swapLanded(ctx)
      check(count('eth_sendTransaction') === 2, `${count('eth_sendTransaction')} transactions`)
      check(count('wallet_sendCalls') === 0, 'a batch was sent')
    }),
  ],
})
