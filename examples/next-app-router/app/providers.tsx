'use client'

import { createCookieStorage, createPortico, type PorticoInitialState } from 'portico'
import { createAnvilNetwork, ethereum, loadEip155Adapter } from 'portico/eip155'
import { PorticoProvider } from 'portico/react'
import { type ReactNode, useState } from 'react'

/** A local node (anvil) when the layout passes its RPC address, else Ethereum mainnet. */
function network(rpc: string | undefined) {
  return rpc ? createAnvilNetwork(rpc) : ethereum
}

/**
 * One Portico instance per browser tab (and per server render), created on first render. The
 * connection is kept in a cookie, and `initialState` (read from that cookie by the layout on
 * the server) is passed on the server and in the browser alike, so both first renders agree.
 */
export function Providers(props: {
  initialState?: PorticoInitialState
  rpc?: string
  children: ReactNode
}) {
  const [portico] = useState(() =>
    createPortico(
      {
        projectId: 'portico-example',
        networks: [network(props.rpc)],
        adapters: { eip155: () => loadEip155Adapter({ window }) },
        ...(props.initialState ? { initialState: props.initialState } : {}),
      },
      { storage: createCookieStorage() },
    ),
  )
  return <PorticoProvider portico={portico}>{props.children}</PorticoProvider>
}
