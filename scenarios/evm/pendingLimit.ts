import { formatBalance } from 'portico'
import { formatEther, parseEther, toHex } from 'viem'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, step } from '../runner/scenario'
import { pollUntil, quietPeriod } from '../runner/waits'
import {
  connectAlpha,
  DEV_ACCOUNT_0,
  freshVisit,
  installedWalletsFound,
  openAccount,
  requestCount,
} from './evmSteps'
import { nodeRpc } from './nodeRpc'

type Ctx = LabScenarioContext

/** How often the demo site reads the node's pending transactions (`pendingTx=`, lab clock ms). */
const POLL_MS = 1000
/** How many pending-transaction notices a site acts on (AppKit's limit of 99). */
const LIMIT = 99
/** What each transaction sends the visitor: a whole ether, so the shown balance moves by 1. */
const ONE_ETH = parseEther('1')
/** anvil's dev account 8 (the node signs for it): sends every transaction, no wallet uses it. */
const SENDER = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

/** The visitor's balance before the first transaction, read from the node. */
let startWei = 0n

const rpc = (ctx: Ctx, method: string, params: unknown[]) =>
  nodeRpc(ctx.portico.chains.activeCaipNetwork?.rpcUrls.default.http[0] ?? '', method, params)

/** How many times the page (or anyone) called `method` on the lab chain's node since cleared. */
const nodeCalls = (ctx: Ctx, method: string) => requestCount(ctx, 'anvil', `RPC ${method}`)

/** The balance the page holds for the visitor (what the Account view and button show). */
const heldBalance = (ctx: Ctx) => ctx.portico.chains.activeChain?.account.balance

/** `n` ether more than the visitor had at the start, as the page holds it (`formatEther`). */
const plus = (n: number) => formatEther(startWei + BigInt(n) * ONE_ETH)

/**
 * The node mines a transaction of 1 ETH to the visitor (anvil's `eth_sendTransactionSync`
 * answers with its receipt, one request) and answers its hash; the page has not polled yet.
 */
async function sendToVisitor(ctx: Ctx): Promise<string> {
  const tx = { from: SENDER, to: DEV_ACCOUNT_0, value: toHex(ONE_ETH) }
  // The node answers a receipt here, not the hash nodeRpc's type says.
  const receipt = (await rpc(ctx, 'eth_sendTransactionSync', [tx])) as unknown as {
    status?: string
    transactionHash?: string
  }
  check(receipt.status === '0x1', `the transaction to the visitor failed: ${receipt.status}`)
  return String(receipt.transactionHash)
}

/**
 * Transaction `n` of the batch: sent and mined, the balance untouched until the site polls,
 * then one poll of the lab clock and the site's refresh of the visitor's balance.
 */
async function acted(ctx: Ctx, n: number): Promise<void> {
  await sendToVisitor(ctx)
  const before = heldBalance(ctx)
  check(before === plus(n - 1), `before its poll, transaction ${n} found the balance ${before}`)
  ctx.clock.advance(POLL_MS)
  await ctx.ui.waitFor(`the balance refreshed for transaction ${n}`, () => {
    return heldBalance(ctx) === plus(n)
  })
}

export default defineScenario<LabScenarioContext>({
  id: 'evm-pending-limit',
  title: "The site stops acting on the node's pending transactions after 99",
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'With the site watching the lab chain for pending transactions, each of the first 99 (1 ETH to the visitor, each on its own poll) refreshes the balance shown; after the 99th the site removes its watch from the node, and the 100th, which the node reports as pending, is never polled for: the balance shown stays 99 ETH up while the node has 100',
  steps: [
    pageParam(
      'pendingTx',
      String(POLL_MS),
      "the demo site watches the node's pending transactions",
    ),
    freshVisit(),
    installedWalletsFound(),
    connectAlpha(),
    step('the Account view is open and the site polls the node on the lab clock', async (ctx) => {
      await openAccount(ctx)
      startWei = BigInt(await rpc(ctx, 'eth_getBalance', [DEV_ACCOUNT_0, 'latest']))
      await ctx.ui.waitFor('the balance the node has', () => heldBalance(ctx) === plus(0))
      await ctx.ui.waitForText(formatBalance(plus(0), 'ETH'))
      // The watch polls only once the node has given it a filter: step the clock until it does.
      await ctx.lab.command('anvil', 'clearRequests')
      await pollUntil('the site to poll the node', async () => {
        ctx.clock.advance(POLL_MS)
        return (await nodeCalls(ctx, 'eth_getFilterChanges')) > 0
      })
    }),
    step('98 transactions, each on its own poll: each refreshes the balance', async (ctx) => {
      for (let n = 1; n < LIMIT; n++) await acted(ctx, n)
    }),
    step('the 99th: the balance shown is 99 ETH up and the site removes its watch', async (ctx) => {
      await ctx.lab.command('anvil', 'clearRequests')
      await acted(ctx, LIMIT)
      await ctx.ui.waitForText(formatBalance(plus(LIMIT), 'ETH'))
      await pollUntil('the site to remove its filter from the node', async () => {
        return (await nodeCalls(ctx, 'eth_uninstallFilter')) === 1
      })
    }),
    step('the 100th is refused: never polled for, the balance shown stays', async (ctx) => {
      // The node does report it: a watch of the scenario's own sees it pending.
      const own = await rpc(ctx, 'eth_newPendingTransactionFilter', [])
      const hash = await sendToVisitor(ctx)
      const reported = (await rpc(ctx, 'eth_getFilterChanges', [own])) as unknown as string[]
      check(reported.includes(hash), `the node did not report the 100th as pending: ${reported}`)
      await rpc(ctx, 'eth_uninstallFilter', [own])
      await ctx.lab.command('anvil', 'clearRequests')
      for (let i = 0; i < 3; i++) ctx.clock.advance(POLL_MS)
      await quietPeriod(1000, 'three more polls of the lab clock ask the node nothing')
      const polls = await nodeCalls(ctx, 'eth_getFilterChanges')
      const filters = await nodeCalls(ctx, 'eth_newPendingTransactionFilter')
      check(polls === 0 && filters === 0, `the site polled ${polls} times, made ${filters} filters`)
      check(heldBalance(ctx) === plus(LIMIT), `the balance moved to ${heldBalance(ctx)}`)
      await ctx.ui.waitForText(formatBalance(plus(LIMIT), 'ETH'))
      const node = BigInt(await rpc(ctx, 'eth_getBalance', [DEV_ACCOUNT_0, 'latest']))
      check(node === startWei + 100n * ONE_ETH, `the node has ${formatEther(node)} ETH`)
    }),
  ],
})
