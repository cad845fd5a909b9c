import { formatBalance } from 'portico'
import {
  connectAlpha,
  DEV_ACCOUNT_0,
  freshVisit,
  openAccount,
  requestCount,
  wallet,
} from '../evm/evmSteps'
import { FALLBACK_ROUTE, GATEWAY_ROUTE } from '../gateway/gatewayFallback'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { WAIT_CEILING_MS } from '../runner/patience'
import { check, defineScenario, step } from '../runner/scenario'
import { pollUntil, quietPeriod } from '../runner/waits'

type Ctx = LabScenarioContext

/** The endpoints are ranked every 4 s of the page's clock, over their last 10 answers. */
const RANKING_INTERVAL_MS = 4_000
const RANKING_SAMPLES = 10
/** Long enough for the account balance (kept 30 s) to be read again. */
const BALANCE_CACHE_MS = 30_000
const ether = (amount: bigint, tenths = 0n) => (amount * 10n + tenths) * 10n ** 17n
/** The balance the account held before the scenario moved it, put back at the end. */
let heldBefore = 0n

const gatewayCount = (ctx: Ctx) => requestCount(ctx, 'blockchain-api', GATEWAY_ROUTE)
const fallbackCount = (ctx: Ctx) => requestCount(ctx, 'blockchain-api', FALLBACK_ROUTE)

/**
 * True once `ready` holds (the request logs settle a little late); false after `ms`, by
 * default the suite's ceiling for a loaded machine.
 */
async function until(ready: () => Promise<boolean>, ms = WAIT_CEILING_MS): Promise<boolean> {
  return pollUntil('the request log', ready, { ceilingMs: ms, intervalMs: 100 }).catch(() => false)
}

/** Waits until a ranking round has asked both endpoints and re-ranked; empties the log. */
async function roundDone(ctx: Ctx, within: string): Promise<void> {
  const asked = await until(
    async () => (await gatewayCount(ctx)) > 0 && (await fallbackCount(ctx)) > 0,
  )
  check(asked, `no ranking round within ${within} of the clock`)
  await quietPeriod(300, 'the last answers of this round land before the log is emptied')
  await ctx.lab.command('blockchain-api', 'clearRequests')
}

/** Steps the clock by `ms` (one round at most: a round is not overlapped) and waits for it. */
async function rankingRound(ctx: Ctx, ms = RANKING_INTERVAL_MS): Promise<void> {
  await ctx.lab.command('blockchain-api', 'clearRequests')
  ctx.clock.advance(ms)
  await roundDone(ctx, `${ms} ms`)
}

/** Steps the clock a second at a time until a round asks the gateway; the seconds it took. */
async function secondsToRound(ctx: Ctx, most: number): Promise<number> {
  await ctx.lab.command('blockchain-api', 'clearRequests')
  for (let second = 1; second <= most; second++) {
    ctx.clock.advance(1_000)
    // A check the step started reaches the stub within 3 s even on a loaded machine; a second
    // that starts none is told by this window passing quietly.
    if (await until(async () => (await gatewayCount(ctx)) > 0, 3_000)) {
      await roundDone(ctx, `${second} s`)
      return second
    }
  }
  return Number.POSITIVE_INFINITY
}

/** Opens the account and waits for `text` as its balance; the read is now in the request log. */
async function readBalance(ctx: Ctx, wei: bigint, text: string): Promise<void> {
  await ctx.lab.command('anvil', 'setBalance', { address: DEV_ACCOUNT_0, wei: wei.toString() })
  await openAccount(ctx)
  await ctx.ui.waitForText(text)
  ctx.portico.close()
}

export default defineScenario<Ctx>({
  id: 'timers-rpc-ranking',
  title: 'Reads move off a failing RPC endpoint at the next 4-second ranking, and come back',
  simulators: ['anvil', 'blockchain-api', 'wallet-api'],
  expected:
    'The balance is read through the gateway. Once the gateway answers 500, the endpoints are checked every 4 s of the page clock (not in between); after that check the next balance read (1,234.5 ETH) goes straight to the fallback endpoint and the gateway is not asked. Once the gateway answers again and ten checks have passed, reads (2,345.6 ETH) go to the gateway again',
  steps: [
    freshVisit(),
    connectAlpha(),
    step('the balance is read through the gateway', async (ctx) => {
      heldBefore = BigInt(
        String(
          await wallet(ctx, 'alpha').provider.request({
            method: 'eth_getBalance',
            params: [DEV_ACCOUNT_0, 'latest'],
          }),
        ),
      )
      await openAccount(ctx)
      await ctx.ui.waitForText(/ETH/)
      ctx.portico.close()
      check(await until(async () => (await gatewayCount(ctx)) > 0), 'no gateway read')
    }),
    step('the gateway starts answering 500', async (ctx) => {
      await ctx.lab.command('blockchain-api', 'setFault', { key: GATEWAY_ROUTE, status: 500 })
    }),
    step('the endpoints are checked every 4 s of the page clock, not in between', async (ctx) => {
      // The first check comes within 4 s of the clock, wherever the clock stands ...
      const first = await secondsToRound(ctx, RANKING_INTERVAL_MS / 1_000)
      check(first <= 4, 'no check within 4 s of the clock')
      // ... and the next one exactly 4 s after it, none in between.
      const next = await secondsToRound(ctx, RANKING_INTERVAL_MS / 1_000)
      check(next === 4, `the next check came after ${next} s, not 4 s`)
    }),
    step('the next balance read goes straight to the fallback endpoint', async (ctx) => {
      // Past the 30 s the balance is kept: the clock passes more checks on its way.
      await rankingRound(ctx, BALANCE_CACHE_MS)
      await readBalance(ctx, ether(1234n, 5n), formatBalance('1234.5', 'ETH'))
      check(await until(async () => (await fallbackCount(ctx)) > 0), 'no fallback read')
      check((await gatewayCount(ctx)) === 0, 'the failing gateway was still asked first')
    }),
    step('the gateway answers again; after ten good checks reads go back to it', async (ctx) => {
      await ctx.lab.command('blockchain-api', 'clearFaults', { key: GATEWAY_ROUTE })
      // A failed check counts until ten newer ones push it out (one more for good measure).
      for (let round = 0; round <= RANKING_SAMPLES; round++) await rankingRound(ctx)
      await readBalance(ctx, ether(2345n, 6n), formatBalance('2345.6', 'ETH'))
      check(await until(async () => (await gatewayCount(ctx)) > 0), 'no gateway read')
      check((await fallbackCount(ctx)) === 0, 'the recovered gateway was not asked first')
      const wei = heldBefore.toString()
      await ctx.lab.command('anvil', 'setBalance', { address: DEV_ACCOUNT_0, wei })
    }),
  ],
})
