import { AnvilSimulator } from './anvil'

/** A throwaway anvil for one test file: start in beforeAll, `stop` in afterAll. */
export interface TestAnvil {
  rpcUrl: string
  stop(): Promise<void>
}

/**
 * Starts a fresh anvil (chain 31337, automine, lab keys) on a free 127.0.0.1 port. Tests only;
 * the lab's own chain is the {@link AnvilSimulator} in the lab host.
 *
 * @example
 * ```ts
 * const anvil = await startTestAnvil()
 * await deployTokens(anvil.rpcUrl)
 * await anvil.stop()
 * ```
 */
export async function startTestAnvil(): Promise<TestAnvil> {
  const anvil = new AnvilSimulator()
  await anvil.start()
  return { rpcUrl: anvil.rpcUrl!, stop: () => anvil.stop() }
}
