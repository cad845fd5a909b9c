import { type ChainAdapterLoader, createPortico } from 'portico'
import { createAnvilNetwork, loadEip155Adapter } from 'portico/eip155'
import { loadPolkadotAdapter, polkadot, withPolkadotRpcUrl } from 'portico/polkadot'
import { PorticoButton, PorticoProvider } from 'portico/react'
import { loadSolanaAdapter, solana, withSolanaRpcUrl } from 'portico/solana'
import { useEffect, useState } from 'react'
import { exposeBenchHooks, READY_MARK } from './benchHooks'
import { installBenchWallet } from './benchWallet'

const eip155: ChainAdapterLoader = () => loadEip155Adapter({ window })
/** `?solana` adds the solana family (the budget test proves its code stays out otherwise). */
const withSolana = new URLSearchParams(location.search).has('solana')
const solanaNetworks = withSolana ? [withSolanaRpcUrl(solana, 'http://127.0.0.1:8899')] : []
const solanaAdapters = withSolana ? { solana: () => loadSolanaAdapter({ window }) } : {}
/** `?polkadot` adds the polkadot family (polkadotBudget.test.ts proves it stays out otherwise). */
const withPolkadot = new URLSearchParams(location.search).has('polkadot')
const polkadotNetworks = withPolkadot ? [withPolkadotRpcUrl(polkadot, 'ws://127.0.0.1:9')] : []
const polkadotAdapters = withPolkadot
  ? { polkadot: () => loadPolkadotAdapter({ window, appName: 'bench' }) }
  : {}
/** `?wallet` installs an EIP-6963 wallet for the connect/disconnect memory cycles. */
if (new URLSearchParams(location.search).has('wallet')) installBenchWallet()

/** What a host writes: one instance, the provider, the button. Marks when it is usable. */
export function BenchApp() {
  const [portico] = useState(() =>
    createPortico({
      projectId: 'bench',
      networks: [
        createAnvilNetwork('http://127.0.0.1:8545'),
        ...solanaNetworks,
        ...polkadotNetworks,
      ],
      adapters: { eip155, ...solanaAdapters, ...polkadotAdapters },
      // The backends point at the bench server itself (it answers 404): after open() the
      // views fetch, and nothing may leave 127.0.0.1.
      endpoints: { api: location.origin, walletApi: location.origin, analytics: location.origin },
    }),
  )
  // Effects run child first: by now the provider has mounted the modal and the button is live.
  useEffect(() => {
    exposeBenchHooks(portico)
    performance.mark(READY_MARK)
  }, [portico])
  return (
    <PorticoProvider portico={portico}>
      <PorticoButton />
    </PorticoProvider>
  )
}
