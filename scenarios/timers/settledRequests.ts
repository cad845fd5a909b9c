import { requestCount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { pollUntil, quietPeriod } from '../runner/waits'

/** After the expected requests arrived, how long a surplus one gets to show up. */
const SETTLE_MS = 400

/**
 * Counts what the Blockchain API stub routed to `route` since the fresh visit, once the page's
 * requests have settled (real time: the stub answers over HTTP): first until `expected`
 * requests arrived (or the suite's wait ceiling passed), then {@link SETTLE_MS} more, so that a
 * surplus request is counted too. A fixed pause alone read 0 on a loaded machine, where the
 * page's request had not reached the stub yet; the caller still checks the exact count.
 *
 * @example
 * ```ts
 * check((await settledRequests(ctx, 'GET /v1/identity/:address', 1)) === 1, 'one identity request')
 * ```
 */
export async function settledRequests(
  ctx: LabScenarioContext,
  route: string,
  expected: number,
): Promise<number> {
  await pollUntil(
    `${expected} request(s) to ${route}`,
    async () => (await requestCount(ctx, 'blockchain-api', route)) >= expected,
  ).catch(() => undefined) // the caller's exact check reports a shortfall
  await quietPeriod(SETTLE_MS, 'no request beyond the expected ones reaches the stub')
  return requestCount(ctx, 'blockchain-api', route)
}
