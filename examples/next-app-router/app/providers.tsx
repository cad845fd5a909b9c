'use client'

import { createPortico } from 'portico'
import { createAnvilNetwork, ethereum, loadEip155Adapter } from 'portico/eip155'
import { PorticoProvider } from 'portico/react'
import { type ReactNode, useState } from 'react'

/** A local node (anvil) when the page is opened with ?rpc=…, else Ethereum mainnet. */
function network() {
  const rpc = typeof window === 'undefined' ? null : new URLSearchParams(location.search).get('rpc')
  return rpc ? createAnvilNetwork(rpc) : ethereum
}

/** One Portico instance per browser tab (and per server render), created on first render. */
export function Providers({ children }: { children: ReactNode }) {
  const [portico] = useState(() =>
    createPortico({
      projectId: 'portico-example',
      networks: [network()],
      adapters: { eip155: () => loadEip155Adapter({ window }) },
    }),
  )
  return <PorticoProvider portico={portico}>{children}</PorticoProvider>
}
