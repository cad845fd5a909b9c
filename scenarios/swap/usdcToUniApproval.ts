import { wallet } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  ALPHA_ACCOUNTS,
  BASE_TOKENS,
  balanceOf,
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
      const gained = (await balanceOf(ctx, user, BASE_TOKENS.UNI)) - uniBefore
      // 100 USDC at 7.5 USD per UNI, less the fee and the pool's impact: about 13.2 UNI.
      check(gained > 13n * 10n ** 18n && gained < 14n * 10n ** 18n, `gained ${gained} UNI units`)
      ctx.portico.close()
    }),
  ],
})
