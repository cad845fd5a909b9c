import type { LabScenarioContext } from '../runner/labScenarioContext'
import { check } from '../runner/scenario'
import { pollUntil } from '../runner/waits'

type Ctx = LabScenarioContext

/** One JSON-RPC read on a lab chain (the wallet's provider, or a fetch to the node). */
export type ChainRead = (method: string, params: unknown[]) => Promise<unknown>

/** Between two reads of the node: short, the node answers in a few ms once it has mined. */
const POLL_MS = 25

async function until(what: string, probe: () => Promise<boolean>): Promise<void> {
  await pollUntil(what, probe, { intervalMs: POLL_MS })
}

/**
 * Waits for the receipt of `hash` and checks the transaction succeeded.
 *
 * Why: "Transaction started" (SPEC) means the wallet handed the transaction to the node, not
 * that it was mined, and anvil answers `eth_sendTransaction` before its automine has built the
 * block (about one read in seven saw the old balance on this machine), so a balance read right
 * after "Transaction started" races the miner. The receipt is the node saying it is mined.
 *
 * @example
 * await waitForReceipt(read, hash)
 */
export async function waitForReceipt(read: ChainRead, hash: string): Promise<void> {
  let status: unknown
  await until(`the receipt of ${hash}`, async () => {
    const receipt = (await read('eth_getTransactionReceipt', [hash])) as { status?: unknown } | null
    status = receipt?.status
    return Boolean(receipt)
  })
  check(status === '0x1', `transaction ${hash} reverted (status ${String(status)})`)
}

/**
 * Waits until the node's pool is empty: every transaction sent so far is mined. For flows whose
 * hash the page does not hand out (a swap), the same guarantee as a receipt.
 *
 * @example
 * await waitForEmptyPool(read)
 */
export async function waitForEmptyPool(read: ChainRead): Promise<void> {
  await until('the node to mine every pending transaction', async () => {
    const pool = (await read('txpool_status', [])) as { pending?: string; queued?: string }
    return pool.pending === '0x0' && pool.queued === '0x0'
  })
}

/**
 * Runs `act` (the visitor's Send) and answers the hash of the send it started, taken from the
 * page's own SEND_SUCCESS event.
 *
 * @example
 * const hash = await sentHash(ctx, () => reviewAndSend(ctx))
 */
export async function sentHash(ctx: Ctx, act: () => Promise<void>): Promise<string> {
  let hash: unknown
  const stop = ctx.portico.events.subscribe(({ data }) => {
    if (data.event === 'SEND_SUCCESS') hash = data.properties.hash
  })
  try {
    await act()
    await ctx.ui.waitFor('the send to be reported', () => typeof hash === 'string')
  } finally {
    stop()
  }
  return hash as string
}
