import { type ChainAdapterLoader, createPortico } from 'portico'
import { createAnvilNetwork, loadEip155Adapter } from 'portico/eip155'
import { PorticoButton, PorticoProvider } from 'portico/react'
import { useEffect, useState } from 'react'
import type { BenchFamilies } from './benchFamilies'

/** Set when the modal is usable: the provider mounted it and the button is enabled. */
export const READY_MARK = 'portico:ready'

const eip155: ChainAdapterLoader = () => loadEip155Adapter({ window })

/** What a host writes: one instance, the provider, the button. Marks when it is usable. */
export function BenchApp({ families }: { families?: BenchFamilies }) {
  const [portico] = useState(() =>
    createPortico({
      projectId: 'bench',
      networks: [createAnvilNetwork('http://127.0.0.1:8545'), ...(families?.networks ?? [])],
      adapters: { eip155, ...families?.adapters },
      ...(families?.customWallets ? { customWallets: families.customWallets } : {}),
      // The backends point at the bench server itself (it answers 404): after open() the
      // views fetch, and nothing may leave 127.0.0.1.
      endpoints: { api: location.origin, walletApi: location.origin, analytics: location.origin },
    }),
  )
  // Effects run child first: by now the provider has mounted the modal and the button is live.
  useEffect(() => {
    performance.mark(READY_MARK)
    // The benchmark's own handle is not part of the measured page: it loads after ready.
    void import('./benchHooks').then(({ exposeBenchHooks }) => exposeBenchHooks(portico))
  }, [portico])
  return (
    <PorticoProvider portico={portico}>
      <PorticoButton />
    </PorticoProvider>
  )
}
