import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  ALPHA_ACCOUNTS,
  ammQuote,
  BASE_TOKENS,
  balanceOf,
  checkReceivedAsQuoted,
  connectedOnBase,
  FEE_RECIPIENT,
  NATIVE_PLACEHOLDER,
  openSwap,
  pickToken,
  shownAmount,
  waitForSnackbar,
} from './swapSteps'

const ONE_ETH = 10n ** 18n
const user = ALPHA_ACCOUNTS[0]
let quoted = 0n
let usdcBefore = 0n
let feeBefore = 0n

export default defineScenario<LabScenarioContext>({
  id: 'swap-native-usdc',
  title: 'Swap 1 ETH to USDC on Base (lab AMM)',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api'],
  expected:
    'The quote shows; the preview lists price impact, fees and minimum received; after "Swapped 1 ETH to … USDC" the USDC balance grew by the quote (within 1 %) and the fee recipient by 0.0085 ETH',
  steps: [
    ...connectedOnBase(0),
    step("Swap opens with 1 ETH; the visitor picks USDC and sees the AMM's quote", async (ctx) => {
      await openSwap(ctx)
      quoted = await ammQuote(ctx, NATIVE_PLACEHOLDER, BASE_TOKENS.USDC, ONE_ETH)
      await pickToken(ctx, 'receive', 'USDC')
      ctx.clock.advance(500)
      await ctx.ui.waitForText(shownAmount(quoted, 6))
    }),
    step(
      'the preview shows price impact, provider fee, network fee and minimum received',
      async (ctx) => {
        await ctx.ui.click('button', 'Review swap')
        for (const label of ['Price impact', 'Provider fee', 'Network fee', 'Minimum received']) {
          await ctx.ui.waitForText(label)
        }
        await ctx.ui.waitForText('0.0085 ETH')
        usdcBefore = await balanceOf(ctx, user, BASE_TOKENS.USDC)
        feeBefore = await balanceOf(ctx, FEE_RECIPIENT)
      },
    ),
    step('the visitor swaps: "Swapped 1 ETH to … USDC", back on the reset form', async (ctx) => {
      await ctx.ui.click('button', 'Swap')
      await waitForSnackbar(ctx, /^Swapped 1 ETH to [\d,.]+ USDC$/)
      await ctx.ui.findByRole('textbox', 'You pay')
    }),
    step(
      'on chain: USDC grew by the quote (≥ 99 %), the fee recipient by 0.85 % of 1 ETH',
      async (ctx) => {
        const received = (await balanceOf(ctx, user, BASE_TOKENS.USDC)) - usdcBefore
        checkReceivedAsQuoted(received, quoted)
        const fee = (await balanceOf(ctx, FEE_RECIPIENT)) - feeBefore
        check(fee === (ONE_ETH * 85n) / 10_000n, `the fee recipient got ${fee} wei`)
        ctx.portico.close()
      },
    ),
  ],
})
