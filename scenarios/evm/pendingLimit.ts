import { formatBalance } from 'portico'
import { formatEther, parseEther, toHex } from 'viem'
import {
  PENDING_TRANSACTIONS_LIMIT,
  pendingTransactionsOf,
} from '../../modal/core/pendingTransactions'
import { devAccount } from '../../simulators/labKeys'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pageParam } from '../runner/pageParam'
import { check, defineScenario, step } from '../runner/scenario'
import {
  connectAlpha,
  DEV_ACCOUNT_0,
  freshVisit,
  installedWalletsFound,
  openAccount,
} from './evmSteps'
import { nodeRpc } from './nodeRpc'

type Ctx = LabScenarioContext

/** The demo site's polling interval of the node's pending-transactions filter (`pendingTx=`). */
const POLL_MS = 1000
/** A lab account no wallet of the page uses: it sends the transactions the node reports. */
const SENDER = devAccount(9).address
/** The JSON-RPC methods the page sent to the lab chain since the recorder was installed. */
const nodeCalls: string[] = []

/** A call to the lab chain's node (the page's active eip155 network). */
const rpc = (ctx: Ctx, method: string, params: unknown[]) =>
  nodeRpc(ctx.portico.chains.activeCaipNetwork?.rpcUrls.default.http[0] ?? '', method, params)

/** One transaction on the lab chain from the sender (anvil signs for its dev accounts). */
const sendOne = (ctx: Ctx, to: string, value = 0n) =>
  rpc(ctx, 'eth_sendTransaction', [{ from: SENDER, to, value: toHex(value) }])

/** The Account view's text for the visitor's balance, as the node has it. */
const shownBalance = async (ctx: Ctx) =>
  formatBalance(
    formatEther(BigInt(await rpc(ctx, 'eth_getBalance', [DEV_ACCOUNT_0, 'latest']))),
    'ETH',
  )

/**
 * Sends a transaction and moves the clock a poll at a time until the watch has acted on
 * `notices` of them. Before the first notice the node's filter may not exist yet, and a
 * transaction sent before it is never reported: then another is sent every few polls.
 */
async function noticed(ctx: Ctx, notices: number, to = SENDER, value = 0n): Promise<void> {
  await sendOne(ctx, to, value)
  let polls = 0
  await ctx.ui.waitFor(`notice ${notices} of the watch`, () => {
    const { count } = pendingTransactionsOf(ctx.portico)
    if (count >= notices) return true
    if (count === 0 && ++polls % 5 === 0) void sendOne(ctx, SENDER)
    ctx.clock.advance(POLL_MS)
    return false
  })
}

/** Records the page's filter polls and uninstalls (Portico fetches through `window.fetch`). */
function recordFilterCalls(): () => void {
  nodeCalls.length = 0
  const original = window.fetch
  window.fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : ''
    const method = /"method":"(eth_getFilterChanges|eth_uninstallFilter)"/.exec(body)?.[1]
    if (method) nodeCalls.push(method)
    return original(input, init)
  }
  return () => {
    window.fetch = original
  }
}

let stopRecording = () => {}

export default defineScenario<LabScenarioContext>({
  id: 'evm-pending-transactions-limit',
  title: 'The 100th pending transaction is refused (SPEC §9 limit 99)',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    "With the site watching the node's pending transactions, each of 99 notices is acted on (the 99th, 1 ETH to the visitor, refreshes the balance shown); then the watch uninstalls its filter, and the 100th transaction (1 ETH more) is never polled for nor counted",
  steps: [
    pageParam(
      'pendingTx',
      String(POLL_MS),
      "the demo site watches the node's pending transactions",
    ),
    freshVisit(),
    installedWalletsFound(),
    connectAlpha(),
    step('98 transactions on the lab chain, each acted on from its own poll', async (ctx) => {
      await openAccount(ctx)
      // Counted, not numbered: the first notice may batch the transactions sent before the filter.
      const counter = pendingTransactionsOf(ctx.portico)
      while (counter.count < PENDING_TRANSACTIONS_LIMIT - 1) await noticed(ctx, counter.count + 1)
    }),
    step('the 99th sends the visitor 1 ETH: acted on, the Account view reads it', async (ctx) => {
      const { count } = pendingTransactionsOf(ctx.portico)
      check(count === PENDING_TRANSACTIONS_LIMIT - 1, `${count} notices acted on, not 98`)
      stopRecording = recordFilterCalls()
      await noticed(ctx, PENDING_TRANSACTIONS_LIMIT, DEV_ACCOUNT_0, parseEther('1'))
      await ctx.ui.waitForText(await shownBalance(ctx))
      check(nodeCalls.includes('eth_getFilterChanges'), 'the recorder saw no poll of the watch')
      await ctx.ui.waitFor('the filter uninstalled', () =>
        nodeCalls.includes('eth_uninstallFilter'),
      )
    }),
    step('the 100th, 1 ETH more, is refused: the watch polls no more', async (ctx) => {
      await sendOne(ctx, DEV_ACCOUNT_0, parseEther('1'))
      const polled = nodeCalls.length
      // A live watch sends its poll from the clock step itself (the fetch starts at once).
      for (let i = 0; i < 3; i++) ctx.clock.advance(POLL_MS)
      stopRecording()
      check(nodeCalls.length === polled, `the watch polled again: ${nodeCalls.slice(polled)}`)
      const { count } = pendingTransactionsOf(ctx.portico)
      check(count === PENDING_TRANSACTIONS_LIMIT, `${count} notices acted on`)
    }),
  ],
})
