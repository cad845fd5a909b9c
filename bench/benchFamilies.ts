import type { ChainAdapterLoader } from 'portico'
import { loadPolkadotAdapter, polkadot, withPolkadotRpcUrl } from 'portico/polkadot'
import { loadSolanaAdapter, solana, withSolanaRpcUrl } from 'portico/solana'
import { installBenchWallet } from './benchWallet'

/** What the page's query adds to the minimal page: more families, a wallet. */
export interface BenchFamilies {
  networks: ReturnType<typeof withSolanaRpcUrl | typeof withPolkadotRpcUrl>[]
  adapters: Record<string, ChainAdapterLoader>
}

/**
 * `?solana` and `?polkadot` add those families (the budget tests prove their code stays out
 * otherwise); `?wallet` installs an EIP-6963 wallet for the connect/disconnect memory cycles.
 * Its own chunk, loaded only with one of those: the measured page carries none of it.
 */
export function benchFamilies(query: URLSearchParams): BenchFamilies {
  if (query.has('wallet')) installBenchWallet()
  const families: BenchFamilies = { networks: [], adapters: {} }
  if (query.has('solana')) {
    families.networks.push(withSolanaRpcUrl(solana, 'http://127.0.0.1:8899'))
    families.adapters.solana = () => loadSolanaAdapter({ window })
  }
  if (query.has('polkadot')) {
    families.networks.push(withPolkadotRpcUrl(polkadot, 'ws://127.0.0.1:9'))
    families.adapters.polkadot = () => loadPolkadotAdapter({ window, appName: 'bench' })
  }
  return families
}
