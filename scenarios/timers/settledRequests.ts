import { requestCount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'

/** How long a request may take to reach the stub (real time) before the count is taken. */
const ARRIVAL_MS = 10_000
/** After the expected requests arrived, how long a surplus one gets to show up. */
const SETTLE_MS = 400

/**
 * Counts what the Blockchain API stub routed to `route` since the fresh visit, once the page's
 * requests have settled (real time: the stub answers over HTTP): first until `expected`
 * requests arrived (or {@link ARRIVAL_MS} passed), then {@link SETTLE_MS} more, so that a
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
  const deadline = performance.now() + ARRIVAL_MS
  while (
    (await requestCount(ctx, 'blockchain-api', route)) < expected &&
    performance.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  return requestCount(ctx, 'blockchain-api', route)
}
