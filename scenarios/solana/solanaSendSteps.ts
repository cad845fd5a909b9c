import { solanaDevAddress } from '../../simulators/chains/solana/labSolanaKeys'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, type ScenarioStep, step } from '../runner/scenario'
import { fillSend } from '../send/sendSteps'
import { DELTA_ADDRESS } from './solanaSteps'

type Ctx = LabScenarioContext

/** Lab Solana account 7: funded, held by no simulated wallet, the usual SOL receiver. */
export const SOL_RECEIVER = solanaDevAddress(7)
/** What LiteSVM charges a one-signature transaction, in lamports. */
export const SIGNATURE_FEE = 5000n

/** SOL of `address` on LiteSVM, in lamports. */
export async function lamportsOf(ctx: Ctx, address: string): Promise<bigint> {
  const { lamports } = (await ctx.lab.command('solana', 'balance', { address })) as {
    lamports: string
  }
  return BigInt(lamports)
}

/** The lab USDC `owner` holds on LiteSVM (base units), undefined without a token account. */
export async function usdcOf(ctx: Ctx, owner: string): Promise<bigint | undefined> {
  const { amount } = (await ctx.lab.command('solana', 'tokenBalance', { owner })) as {
    amount: string | null
  }
  return amount === null ? undefined : BigInt(amount)
}

/** How many transactions LiteSVM has processed. */
export async function chainTransactions(ctx: Ctx): Promise<number> {
  return ((await ctx.lab.command('solana', 'history')) as unknown[]).length
}

/** Opens Delta's Account view from the page's account button. */
export async function openSolanaAccount(ctx: Ctx): Promise<void> {
  if (ctx.portico.modal.isOpen) ctx.portico.close()
  await ctx.ui.click('button', new RegExp(DELTA_ADDRESS.slice(0, 6)))
  await ctx.ui.findByRole('button', 'Disconnect')
}

/** Opens Send from Delta's Account view (the same send views as on eip155). */
export async function openSolanaSend(ctx: Ctx): Promise<void> {
  await openSolanaAccount(ctx)
  await ctx.ui.waitFor('the token balances', () => !ctx.portico.balances.fetching)
  await ctx.ui.click('button', 'Send')
  await ctx.ui.findByRole('textbox', 'Amount')
}

/** Waits until the form's Review button is enabled. */
export async function reviewEnabled(ctx: Ctx): Promise<void> {
  await ctx.ui.waitFor('Review to be enabled', () => {
    const [button] = ctx.ui.queryAllByRole('button', 'Review')
    return button && !(button as HTMLButtonElement).disabled ? button : undefined
  })
}

/** Fills the form and opens the preview, without sending. */
export async function reviewSolanaSend(
  ctx: Ctx,
  form: { symbol?: string; amount: string; to: string },
): Promise<void> {
  await openSolanaSend(ctx)
  await fillSend(ctx, form)
  await reviewEnabled(ctx)
  await ctx.ui.click('button', 'Review')
  await ctx.ui.findByRole('button', 'Send')
}

/** The balances a failed send must leave as they were. */
export interface ChainSnapshot {
  sender: bigint
  receiver: bigint
  transactions: number
}

export async function snapshot(ctx: Ctx, receiver = SOL_RECEIVER): Promise<ChainSnapshot> {
  return {
    sender: await lamportsOf(ctx, DELTA_ADDRESS),
    receiver: await lamportsOf(ctx, receiver),
    transactions: await chainTransactions(ctx),
  }
}

/** Nothing moved on LiteSVM since `before`: no balance changed, no transaction landed. */
export function nothingApplied(before: ChainSnapshot): ScenarioStep<Ctx> {
  return step(
    'nothing was applied on LiteSVM: balances and transactions as before',
    async (ctx) => {
      const after = await snapshot(ctx)
      check(after.sender === before.sender, `the sender went ${before.sender} → ${after.sender}`)
      check(
        after.receiver === before.receiver,
        `the receiver went ${before.receiver} → ${after.receiver}`,
      )
      check(
        after.transactions === before.transactions,
        `${after.transactions - before.transactions} transaction(s) landed`,
      )
      check(ctx.portico.router.view === 'SendPreview', `on ${ctx.portico.router.view}`)
    },
  )
}
