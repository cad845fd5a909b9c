import type { ChainAdapterLoader, CustomWallet } from 'portico'
import { loadPolkadotAdapter, polkadot, withPolkadotRpcUrl } from 'portico/polkadot'
import { loadSolanaAdapter, solana, withSolanaRpcUrl } from 'portico/solana'
import { BENCH_CUSTOM_WALLET } from './benchCustomWallet'
import { installBenchWallet } from './benchWallet'

/** What the page's query adds to the minimal page: more families, a wallet. */
export interface BenchFamilies {
  networks: ReturnType<typeof withSolanaRpcUrl | typeof withPolkadotRpcUrl>[]
  adapters: Record<string, ChainAdapterLoader>
  customWallets?: CustomWallet[]
}

/**
 * `?solana` and `?polkadot` add those families (the budget tests prove their code stays out
 * otherwise); `?wallet` installs an EIP-6963 wallet for the connect/disconnect memory cycles;
 * `?customWallet` adds {@link BENCH_CUSTOM_WALLET}.
 * Its own chunk, loaded only with one of those: the measured page carries none of it.
 */
export function benchFamilies(query: URLSearchParams): BenchFamilies {
  if (query.has('wallet')) installBenchWallet()
  const families: BenchFamilies = { networks: [], adapters: {} }
  if (query.has('customWallet')) families.customWallets = [BENCH_CUSTOM_WALLET]
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
