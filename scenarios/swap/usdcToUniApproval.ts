import { wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { defineScenario, step } from '../runner/scenario'
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
  swapMined,
  waitForSnackbar,
} from './swapSteps'

const user = ALPHA_ACCOUNTS[0]
let uniBefore = 0n
let quoted = 0n

export default defineScenario<LabScenarioContext>({
  id: 'swap-usdc-uni-approval',
  title: 'Swap USDC to UNI: approve, re-quote, swap',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api'],
  expected:
    '"Approve USDC" first ("Approve limit increase in your wallet"); after the approval the swap is re-quoted and rebuilt; "Swapped 100 USDC to … UNI" and the UNI balance grew',
  steps: [
    ...connectedOnBase(0),
    step('the account has not approved the AMM for USDC yet', async (ctx) => {
      await resetAllowance(ctx, user, BASE_TOKENS.USDC)
      uniBefore = await balanceOf(ctx, user, BASE_TOKENS.UNI)
      quoted = await ammQuote(ctx, BASE_TOKENS.USDC, BASE_TOKENS.UNI, 100n * 10n ** 6n)
    }),
    step(
      'the visitor picks USDC → UNI, 100 USDC; the preview asks for an approval',
      async (ctx) => {
        await openSwap(ctx)
        await pickToken(ctx, 'pay', 'USDC')
        await pickToken(ctx, 'receive', 'UNI')
        await enterAmount(ctx, '100')
        await ctx.ui.click('button', 'Review swap')
        await ctx.ui.findByRole('button', 'Approve USDC')
      },
    ),
    step(
      'approving: "Approve limit increase in your wallet", then the swap is rebuilt',
      async (ctx) => {
        // The wallet holds its prompt until the clock moves, so the message can be seen.
        wallet(ctx, 'alpha').update({ delayMs: 300 })
        await ctx.ui.click('button', 'Approve USDC')
        await ctx.ui.waitForText('Approve limit increase in your wallet')
        await ctx.ui.waitFor('the swap rebuilt after the approval', () => {
          // Moves the wallet's held prompt along once it waits on the clock.
          ctx.clock.advance(300)
          const swap = ctx.ui.queryAllByRole('button', 'Swap')[0] as HTMLButtonElement | undefined
          return (swap && !swap.disabled) || undefined
        })
      },
    ),
    step('the visitor swaps: "Swapped 100 USDC to … UNI"; UNI arrived on chain', async (ctx) => {
      await ctx.ui.click('button', 'Swap')
      await waitForSnackbar(ctx, /^Swapped 100 USDC to [\d,.]+ UNI$/)
      await swapMined(ctx)
      // 100 USDC less the 0.85 % fee, at the pool's price as it stands after earlier replays.
      checkReceivedAsQuoted((await balanceOf(ctx, user, BASE_TOKENS.UNI)) - uniBefore, quoted)
      ctx.portico.close()
    }),
  ],
})
