import { requestCount } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'

/**
 * Lets the page's requests settle (real time: the stub answers over HTTP), then counts what
 * the Blockchain API stub routed to `route` since the fresh visit.
 *
 * @example
 * ```ts
 * check((await settledRequests(ctx, 'GET /v1/identity/:address')) === 1, 'one identity request')
 * ```
 */
export async function settledRequests(ctx: LabScenarioContext, route: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 400))
  return requestCount(ctx, 'blockchain-api', route)
}
