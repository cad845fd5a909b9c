import { SolanaSimulator } from '../../chains/solana/solanaSimulator'
import type { HttpSimulator } from '../http/httpSimulator'
import { createBlockchainApiSimulator } from './blockchainApiSimulator'

/** A fresh lab Solana chain and a Blockchain API stub reading it, for one test. */
export interface TestSolanaApi {
  chain: SolanaSimulator
  api: HttpSimulator
  stop(): Promise<void>
}

/**
 * Starts both; anvil is never asked about a Solana account, so the stub gets a dead anvil URL
 * (a request to it would fail the test). Tests only.
 *
 * @example
 * ```ts
 * const { api, stop } = await startTestSolanaApi()
 * ```
 */
export async function startTestSolanaApi(): Promise<TestSolanaApi> {
  const chain = new SolanaSimulator()
  await chain.start()
  const api = createBlockchainApiSimulator({
    rpcUrl: 'http://127.0.0.1:1',
    solana: () => chain.ledger,
  })
  await api.start()
  return {
    chain,
    api,
    stop: async () => {
      await api.stop()
      await chain.stop()
    },
  }
}
