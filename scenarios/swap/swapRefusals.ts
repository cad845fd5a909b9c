import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, step } from '../runner/scenario'
import {
  ALPHA_ACCOUNTS,
  BASE_TOKENS,
  baseRpc,
  connectedOnBase,
  enterAmount,
  openSwap,
  pickToken,
} from './swapSteps'

/** Waits for the form's main button to read `label`. */
async function mainButton(ctx: LabScenarioContext, label: string) {
  await ctx.ui.findByRole('button', label)
}

/** SPEC §4 step 3: more than the balance. */
export const insufficientBalance = defineScenario<LabScenarioContext>({
  id: 'swap-insufficient-balance',
  title: 'Swap more ETH than the account holds',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api'],
  expected: 'The form says "Insufficient balance" and offers no review',
  steps: [
    ...connectedOnBase(0),
    step('the visitor asks to swap 1,000,000 ETH to USDC', async (ctx) => {
      await openSwap(ctx)
      await pickToken(ctx, 'receive', 'USDC')
      await enterAmount(ctx, '1000000')
      await mainButton(ctx, 'Insufficient balance')
      check(ctx.ui.queryAllByRole('button', 'Review swap').length === 0, 'a review is offered')
      ctx.portico.close()
    }),
  ],
})

const DRAINED_WEI = '1000'
const FULL_WEI = (10_000n * 10n ** 18n).toString()

/** SPEC §4 step 3 and §5: tokens to swap, but no native token for gas. */
export const noGas = defineScenario<LabScenarioContext>({
  id: 'swap-no-gas',
  title: 'Swap USDC with no ETH left for gas',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api'],
  expected:
    'With 1000 wei of ETH (below gas price × 150000) a USDC → UNI swap says "Insufficient balance"',
  steps: [
    step("Alpha's second account on Base is drained of ETH (keeps its USDC)", async (ctx) => {
      await ctx.lab.command('anvil-base', 'setBalance', {
        address: ALPHA_ACCOUNTS[1],
        wei: DRAINED_WEI,
      })
    }),
    ...connectedOnBase(1),
    step('the visitor asks to swap 10 USDC to UNI: "Insufficient balance"', async (ctx) => {
      await openSwap(ctx)
      await pickToken(ctx, 'pay', 'USDC')
      await pickToken(ctx, 'receive', 'UNI')
      await enterAmount(ctx, '10')
      await mainButton(ctx, 'Insufficient balance')
      const usdc = await baseRpc<string>(ctx, 'eth_call', [
        { to: BASE_TOKENS.USDC, data: `0x70a08231${ALPHA_ACCOUNTS[1].slice(2).padStart(64, '0')}` },
        'latest',
      ])
      check(BigInt(usdc) >= 10n * 10n ** 6n, 'the account lacks the USDC, not the gas')
    }),
    step('the account gets its ETH back', async (ctx) => {
      await ctx.lab.command('anvil-base', 'setBalance', {
        address: ALPHA_ACCOUNTS[1],
        wei: FULL_WEI,
      })
      ctx.portico.close()
    }),
  ],
})

/** SPEC §5: a quote without a result. */
export const incorrectAmount = defineScenario<LabScenarioContext>({
  id: 'swap-incorrect-amount',
  title: 'The quote for a dust amount has no result',
  simulators: ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api'],
  expected: 'The alert "Incorrect amount" / "Please enter a valid amount" shows',
  steps: [
    ...connectedOnBase(0),
    step('0.000000000001 ETH buys no USDC: the quote endpoint returns nothing', async (ctx) => {
      await openSwap(ctx)
      await pickToken(ctx, 'receive', 'USDC')
      await enterAmount(ctx, '0.000000000001')
      await ctx.ui.waitForText('Incorrect amount')
      await ctx.ui.waitForText('Please enter a valid amount')
      ctx.portico.close()
    }),
  ],
})
