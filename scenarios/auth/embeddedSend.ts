import type { Hex } from 'viem'
import { sentHash, waitForReceipt } from '../evm/mined'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, defineScenario, type ScenarioStep, step } from '../runner/scenario'
import { clickReview, fillSend } from '../send/sendSteps'
import {
  BASE_TOKENS,
  balanceOf,
  baseRead,
  fundUsdcOnBase,
  waitForSnackbar,
} from '../swap/swapSteps'
import {
  AUTH_FRAME,
  decide,
  emailLogin,
  embeddedOnBase,
  embeddedSwitchesToEoa,
  freshAuthVisit,
} from './authSteps'

type Ctx = LabScenarioContext

/** A Base address nobody else sends to or from: what it gains is what the visitor sent. */
const RECEIVER = '0x0000000000000000000000000000000000003601'
const USDC_UNITS = 10n ** 6n
const ETH_UNITS = 10n ** 18n
const REFUSED = 'Your wallet does not support this request'
/** The virtual time let pass per look while an earlier snackbar is still open. */
const SNACKBAR_STEP_MS = 500

const account = (ctx: Ctx) => ctx.portico.chains.activeChain?.account
const accountOf = (ctx: Ctx, type: 'eoa' | 'smartAccount') =>
  account(ctx)?.allAccounts.find((a) => a.type === type)?.address as Hex

/** Gives `address` 1 ETH and 50 USDC on Base (anvil signs for the dev account that pays). */
async function fund(ctx: Ctx, address: Hex): Promise<void> {
  await ctx.lab.command('anvil-base', 'setBalance', { address, wei: ETH_UNITS.toString() })
  // Mined before the page first reads the balances on Base (it keeps them for 30 s).
  await fundUsdcOnBase(ctx, address, 50n * USDC_UNITS)
}

/**
 * The visitor sends `amount` of `symbol` to {@link RECEIVER} from the Account view: Send, the
 * form, Review, Send, Approve on the approval screen, "Transaction started"; on Base the
 * receiver gains exactly that much, from the account the page shows (`who`).
 */
function sends(
  who: 'smartAccount' | 'eoa',
  symbol: 'ETH' | 'USDC',
  amount: string,
): ScenarioStep<Ctx> {
  const units = symbol === 'ETH' ? ETH_UNITS : USDC_UNITS
  const token = symbol === 'ETH' ? undefined : BASE_TOKENS.USDC
  return step<Ctx>(
    `the ${who} sends ${amount} ${symbol} through the approval screen`,
    async (ctx) => {
      check(
        account(ctx)?.preferredAccountType === who,
        `connected as ${account(ctx)?.preferredAccountType}`,
      )
      const receiverBefore = await balanceOf(ctx, RECEIVER, token)
      const senderBefore = await balanceOf(ctx, ctx.portico.chains.activeAddress ?? '', token)
      ctx.portico.close()
      ctx.portico.open()
      await ctx.ui.waitFor('the token balances', () => !ctx.portico.balances.fetching)
      await ctx.ui.click('button', 'Send')
      await ctx.ui.findByRole('textbox', 'Amount')
      await fillSend(ctx, { ...(token ? { symbol } : {}), amount, to: RECEIVER })
      await clickReview(ctx)
      const preview = await ctx.ui.waitFor('the preview, or a refusal', () =>
        ctx.ui.hasText(REFUSED) ? 'refused' : ctx.ui.queryAllByRole('button', 'Send')[0],
      )
      check(preview !== 'refused', `Review said "${REFUSED}"`)
      // The snackbar of a send before this one has closed: "Transaction started" is this one's.
      await ctx.ui.waitFor('the earlier snackbar to close', () => {
        if (ctx.portico.snackbar.open) ctx.clock.advance(SNACKBAR_STEP_MS)
        return !ctx.portico.snackbar.open || undefined
      })
      const hash = await sentHash(ctx, async () => {
        await ctx.ui.click('button', 'Send')
        await decide(ctx, 'Approve')
      })
      await waitForReceipt(baseRead(ctx), hash)
      await waitForSnackbar(ctx, 'Transaction started')
      const sent = BigInt(Math.round(Number(amount) * 1000)) * (units / 1000n)
      const received = (await balanceOf(ctx, RECEIVER, token)) - receiverBefore
      check(received === sent, `the receiver gained ${received}, not ${sent}`)
      const spent =
        senderBefore - (await balanceOf(ctx, ctx.portico.chains.activeAddress ?? '', token))
      check(spent >= sent, `the account the page shows spent ${spent}, less than ${sent}`)
    },
  )
}

const SIMULATORS = ['anvil', 'anvil-base', 'blockchain-api', 'wallet-api', AUTH_FRAME]

/** An e-mail login whose smart account and owner each hold 1 ETH and 50 USDC on Base. */
const fundedOnBase: ScenarioStep<Ctx>[] = [
  ...freshAuthVisit(),
  emailLogin(),
  step('the smart account and its owner each hold 1 ETH and 50 USDC on Base', async (ctx) => {
    await fund(ctx, accountOf(ctx, 'smartAccount'))
    await fund(ctx, accountOf(ctx, 'eoa'))
  }),
  embeddedOnBase(),
]

/** The embedded smart account sends ETH and an ERC-20 through the approval screen. */
export const embeddedSendSmart = defineScenario<Ctx>({
  id: 'auth-embedded-send-smart',
  title: 'Embedded wallet: the smart account sends ETH and USDC on Base',
  simulators: SIMULATORS,
  expected:
    'An e-mail account sends from the Send view: Review shows the preview (no "Your wallet does not support this request"), Send opens the approval screen, Approve sends, "Transaction started"; on Base the receiver gains exactly 0.1 ETH, then 5 USDC, from the smart account',
  steps: [...fundedOnBase, sends('smartAccount', 'ETH', '0.1'), sends('smartAccount', 'USDC', '5')],
})

/** After "Switch to EOA", the owner key sends ETH and an ERC-20 through the approval screen. */
export const embeddedSendEoa = defineScenario<Ctx>({
  id: 'auth-embedded-send-eoa',
  title: 'Embedded wallet: after "Switch to EOA", the owner key sends ETH and USDC on Base',
  simulators: SIMULATORS,
  expected:
    'After "Switch to EOA" the same Send → Review → Send → Approve path sends from the owner address: "Transaction started"; on Base the receiver gains exactly 0.1 ETH, then 5 USDC, and the owner pays them (and the gas)',
  steps: [
    ...fundedOnBase,
    embeddedSwitchesToEoa(),
    sends('eoa', 'ETH', '0.1'),
    sends('eoa', 'USDC', '5'),
  ],
})
