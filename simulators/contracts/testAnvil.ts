import { fileURLToPath } from 'node:url'
import { createAnvil } from '@viem/anvil'
import { freePort } from '../freePort'

/** A throwaway anvil for one test file: start in beforeAll, `stop` in afterAll. */
export interface TestAnvil {
  rpcUrl: string
  stop(): Promise<void>
}

const ANVIL_BINARY = '../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil'

/**
 * Starts a fresh anvil (chain 31337, automine) on a free 127.0.0.1 port. Tests only: the lab's
 * own chain is simulators/chains/anvil.ts.
 *
 * @example
 * ```ts
 * const anvil = await startTestAnvil()
 * await deployTokens(anvil.rpcUrl)
 * await anvil.stop()
 * ```
 */
export async function startTestAnvil(): Promise<TestAnvil> {
  const port = await freePort()
  const anvil = createAnvil({
    anvilBinary: fileURLToPath(new URL(ANVIL_BINARY, import.meta.url)),
    host: '127.0.0.1',
    port,
    chainId: 31337,
    startTimeout: 15_000,
  })
  await anvil.start()
  return { rpcUrl: `http://127.0.0.1:${port}`, stop: () => anvil.stop() }
}
