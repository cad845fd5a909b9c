import { parseEther } from 'viem'
import { chooseWallet, openAccount, openConnect, waitForStatus, wallet } from '../evm/evmSteps'
import { type ChainRead, sentHash, waitForReceipt } from '../evm/mined'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check, type ScenarioStep, step } from '../runner/scenario'
import { pollUntil } from '../runner/waits'

type Ctx = LabScenarioContext

/** anvil's dev account 2: a lab account nobody else uses as a sender, the usual receiver. */
export const DEV_ACCOUNT_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
export const HISTORY_ROUTE = 'GET /v1/account/:account/history'

/** One read on anvil through Alpha Wallet's provider (the wallet forwards it to the node). */
export function alphaRead(ctx: Ctx): ChainRead {
  return (method, params) => wallet(ctx, 'alpha').provider.request({ method, params })
}

/** The native balance of `address` in wei, read from anvil through the connected wallet. */
export async function weiOf(ctx: Ctx, address: string): Promise<bigint> {
  return BigInt((await alphaRead(ctx)('eth_getBalance', [address, 'latest'])) as string)
}

/** The visitor's Send (`act`), then the wait for its transaction to be mined on anvil. */
export async function sendMined(ctx: Ctx, act: () => Promise<void>): Promise<void> {
  await waitForReceipt(alphaRead(ctx), await sentHash(ctx, act))
}

/** The active account's token amount for `symbol` as the Account view lists it. */
export function tokenAmount(ctx: Ctx, symbol: string): number {
  const token = ctx.portico.chains.activeChain?.account.tokenBalance.find(
    (t) => t.symbol === symbol,
  )
  return Number(token?.quantity.numeric ?? 'NaN')
}

/** Opens Send from the Account view's wallet features. */
export async function openSend(ctx: Ctx): Promise<void> {
  await openAccount(ctx)
  await ctx.ui.waitFor('the token balances', () => !ctx.portico.balances.fetching)
  await ctx.ui.click('button', 'Send')
  await ctx.ui.findByRole('textbox', 'Amount')
}

/** Fills the form as a visitor does: token (by symbol), amount, receiver. */
export async function fillSend(ctx: Ctx, form: { symbol?: string; amount: string; to: string }) {
  if (form.symbol) await ctx.ui.click('radio', new RegExp(` ${form.symbol},`))
  await ctx.ui.type('Amount', form.amount)
  await ctx.ui.type('To', form.to)
}

/**
 * Clicks Review once the form enables it, as a visitor does: it stays disabled until the
 * balances the amount is checked against have loaded.
 */
export async function clickReview(ctx: Ctx): Promise<void> {
  await ctx.ui.waitFor('Review to be enabled', () => {
    const [button] = ctx.ui.queryAllByRole('button', 'Review')
    return button && !(button as HTMLButtonElement).disabled ? button : undefined
  })
  await ctx.ui.click('button', 'Review')
}

/** Review, then Send on the preview; waits for "Transaction started". */
export async function reviewAndSend(ctx: Ctx): Promise<void> {
  await clickReview(ctx)
  await ctx.ui.findByRole('button', 'Send')
  await ctx.ui.click('button', 'Send')
  await ctx.ui.waitForText('Transaction started')
}

/** Sends `amount` of `symbol` to dev account 2 and checks its listed balance went down by it. */
export function sendsToken(symbol: string, amount: number): ScenarioStep<Ctx> {
  return step(`the visitor sends ${amount} ${symbol} to another lab account`, async (ctx) => {
    await openSend(ctx)
    // "Not fetching" is also true before the Account view's first fetch has begun (a loaded
    // page opens the view well before it asks): the token must be listed before it is read.
    const before = await ctx.ui.waitFor(`the ${symbol} balance`, () => {
      const listed = tokenAmount(ctx, symbol)
      return Number.isNaN(listed) ? undefined : listed
    })
    check(before >= amount, `${symbol} balance ${before} is below ${amount}`)
    await fillSend(ctx, { symbol, amount: String(amount), to: DEV_ACCOUNT_2 })
    await reviewAndSend(ctx)
    await ctx.ui.waitFor(`the ${symbol} balance to drop by ${amount}`, () =>
      Math.abs(before - amount - tokenAmount(ctx, symbol)) < 1e-9 ? true : undefined,
    )
  })
}

/** Half an ether, the amount of the native-send scenario. */
export const HALF_ETH = parseEther('0.5')

/** Forgets the analytics events the stub recorded so far. */
export async function clearAnalytics(ctx: Ctx): Promise<void> {
  await ctx.lab.command('blockchain-api', 'clearAnalytics')
}

/** Waits until the stub has recorded each of `names` (SPEC §7 events, sent asynchronously). */
export async function expectEvents(ctx: Ctx, names: readonly string[]): Promise<void> {
  let seen: string[] = []
  await pollUntil(
    `analytics events ${names.join(', ')}`,
    async () => {
      const records = (await ctx.lab.command('blockchain-api', 'analyticsEvents')) as {
        body?: { props?: { event?: string } }
      }[]
      seen = records.map((record) => record.body?.props?.event ?? '')
      return names.every((name) => seen.includes(name))
    },
    { seen: () => `recorded ${seen.join(', ')}` },
  )
}

/** anvil's dev account 1, the sender of the name scenarios (account 0 holds alice.portico.id). */
export const DEV_ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The visitor connects Alpha Wallet with lab account 1 selected. */
export function connectAlphaAccount1(): ScenarioStep<Ctx> {
  return step('the visitor connects Alpha Wallet with lab account 1', async (ctx) => {
    wallet(ctx, 'alpha').update({ accountIndex: 1 })
    await openConnect(ctx)
    await chooseWallet(ctx, 'Alpha Wallet')
    await waitForStatus(ctx, 'connected')
    check(ctx.portico.chains.activeAddress === DEV_ACCOUNT_1, 'not connected as account 1')
  })
}
