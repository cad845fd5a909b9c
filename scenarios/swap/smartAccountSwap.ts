import type { Hex } from 'viem'
import { AUTH_FRAME, decide, emailLogin, freshAuthVisit } from '../auth/authSteps'
import { waitForStatus } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  ammQuote,
  BASE_TOKENS,
  balanceOf,
  checkReceivedAsQuoted,
  enterAmount,
  fundUsdcOnBase,
  pickToken,
  swapMined,
  waitForSnackbar,
} from './swapSteps'

type Ctx = LabScenarioContext

const USDC_UNITS = 10n ** 6n
const account = (ctx: Ctx) => ctx.portico.chains.activeChain?.account
const smart = (ctx: Ctx) => ctx.portico.chains.activeAddress as Hex
const owner = (ctx: Ctx) => account(ctx)?.allAccounts.find((a) => a.type === 'eoa')?.address as Hex

let before: { usdc: bigint; uni: bigint; ownerEth: bigint; quoted: bigint } | undefined

export default defineScenario<Ctx>({
  id: 'swap-smart-account-no-gas',
  title: 'The embedded smart account swaps with no ETH of its own',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api', AUTH_FRAME],
  expected:
    'On Base, the embedded wallet\'s smart account holds 50 USDC and 0 ETH; USDC → UNI skips the gas check (no "Insufficient balance"), the approval and the swap are approved on the approval screen, the account executes both on chain (its owner key pays the gas), "Swapped 10 USDC to … UNI", and the account still holds 0 ETH',
  steps: [
    ...freshAuthVisit(),
    emailLogin(),
    step(
      'the visitor switches to Base: the smart account, deployed on first use there',
      async (ctx) => {
        await ctx.portico.networks.switchNetwork('eip155:8453')
        await waitForStatus(ctx, 'connected')
        await ctx.ui.waitFor('Base', () => ctx.portico.chains.activeCaipNetwork?.id === 8453)
        check(account(ctx)?.preferredAccountType === 'smartAccount', 'not the smart account')
        check(owner(ctx) && owner(ctx) !== smart(ctx), 'the smart account is its owner')
      },
    ),
    step('the smart account holds 50 USDC and no ETH at all', async (ctx) => {
      await ctx.lab.command('anvil-base', 'setBalance', { address: smart(ctx), wei: '0' })
      await fundUsdcOnBase(ctx, smart(ctx), 50n * USDC_UNITS)
      before = {
        usdc: await balanceOf(ctx, smart(ctx), BASE_TOKENS.USDC),
        uni: await balanceOf(ctx, smart(ctx), BASE_TOKENS.UNI),
        ownerEth: await balanceOf(ctx, owner(ctx)),
        quoted: await ammQuote(ctx, BASE_TOKENS.USDC, BASE_TOKENS.UNI, 10n * USDC_UNITS),
      }
      check((await balanceOf(ctx, smart(ctx))) === 0n, 'the smart account has ETH')
    }),
    step('USDC → UNI, 10 USDC: no gas check, a review is offered', async (ctx) => {
      ctx.portico.open()
      await ctx.ui.click('button', 'Swap')
      await ctx.ui.findByRole('textbox', 'You pay')
      await pickToken(ctx, 'pay', 'USDC')
      await pickToken(ctx, 'receive', 'UNI')
      await enterAmount(ctx, '10')
      await ctx.ui.click('button', 'Review swap')
      check(!ctx.ui.hasText('Insufficient balance'), '"Insufficient balance" for a smart account')
    }),
    step(
      'the approval, approved on the approval screen, runs through the smart account',
      async (ctx) => {
        await ctx.ui.click('button', 'Approve USDC')
        await decide(ctx, 'Approve')
        await ctx.ui.waitFor('the swap rebuilt after the approval', () => {
          const swap = ctx.ui.queryAllByRole('button', 'Swap')[0] as HTMLButtonElement | undefined
          return (swap && !swap.disabled) || undefined
        })
      },
    ),
    step('the swap, approved, settles: UNI in, USDC out, the owner paid the gas', async (ctx) => {
      await ctx.ui.click('button', 'Swap')
      await decide(ctx, 'Approve')
      await waitForSnackbar(ctx, /^Swapped 10 USDC to [\d,.]+ UNI$/)
      await swapMined(ctx)
      const start = before
      check(start, 'no balances before')
      const usdc = await balanceOf(ctx, smart(ctx), BASE_TOKENS.USDC)
      const uni = await balanceOf(ctx, smart(ctx), BASE_TOKENS.UNI)
      check(start.usdc - usdc === 10n * USDC_UNITS, `USDC spent ${start.usdc - usdc}`)
      // 10 USDC less the 0.85 % fee, at the pool's price as it stands after earlier replays.
      checkReceivedAsQuoted(uni - start.uni, start.quoted)
      check((await balanceOf(ctx, smart(ctx))) === 0n, 'the smart account paid something in ETH')
      check((await balanceOf(ctx, owner(ctx))) < start.ownerEth, 'the owner paid no gas')
      ctx.portico.close()
    }),
  ],
})
