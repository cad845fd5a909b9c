import { ApiPromise, WsProvider } from '@polkadot/api'
import { afterAll, beforeAll } from 'vitest'
import { TEST_CEILING_MS } from '../../../scenarios/runner/patience'
import { PolkadotSimulator } from './polkadotSimulator'

/** chopsticks compiles the runtime on start: 5–20 s on a quiet machine, minutes on a loaded one. */
export const CHOPSTICKS_START_MS = TEST_CEILING_MS
/** One test against the chain: a block takes seconds when the machine is loaded. */
export const CHAIN_TEST_MS = TEST_CEILING_MS

/**
 * One lab polkadot chain for a test file (starting chopsticks is too slow for each test), with
 * an @polkadot/api client on it. Read the fields inside tests, not at collection time.
 *
 * @example
 * ```ts
 * const chain = usePolkadotChain()
 * it('…', async () => { await chain.api.query.system.number() })
 * ```
 */
export function usePolkadotChain(): { simulator: PolkadotSimulator; api: ApiPromise } {
  const shared = { simulator: new PolkadotSimulator() } as {
    simulator: PolkadotSimulator
    api: ApiPromise
  }
  beforeAll(async () => {
    await shared.simulator.start()
    const provider = new WsProvider(shared.simulator.wsUrl, false)
    await provider.connect()
    shared.api = await ApiPromise.create({ provider, noInitWarn: true })
  }, CHOPSTICKS_START_MS)
  afterAll(async () => {
    await shared.api?.disconnect()
    await shared.simulator.stop()
  }, CHOPSTICKS_START_MS)
  return shared
}
