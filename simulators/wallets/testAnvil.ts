import { fileURLToPath } from 'node:url'
import { createAnvil } from '@viem/anvil'
import { freePort } from '../freePort'

/** A running anvil for one test file. */
export interface TestAnvil {
  rpcUrl: string
  stop(): Promise<void>
}

const ANVIL_BINARY = fileURLToPath(
  new URL('../../node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil', import.meta.url),
)

/**
 * Starts a fresh anvil (chain 31337, the dev mnemonic's ten funded accounts) on a free port of
 * 127.0.0.1. Call `stop` in afterAll.
 *
 * @example
 * ```ts
 * const anvil = await startTestAnvil()
 * // … anvil.rpcUrl …
 * await anvil.stop()
 * ```
 */
export async function startTestAnvil(): Promise<TestAnvil> {
  const port = await freePort()
  const anvil = createAnvil({ anvilBinary: ANVIL_BINARY, host: '127.0.0.1', port, chainId: 31337 })
  await anvil.start()
  return { rpcUrl: `http://127.0.0.1:${port}`, stop: () => anvil.stop() }
}
