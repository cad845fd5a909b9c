'use client'

import { createCookieStorage, createPortico, type PorticoInitialState } from 'portico'
import { createAnvilNetwork, ethereum, loadEip155Adapter } from 'portico/eip155'
import { PorticoProvider } from 'portico/react'
import { type ReactNode, useState } from 'react'

/**
 * A local node (anvil) when the page is opened with ?rpc=… (given by a server page, or read
 * from the address bar), else Ethereum mainnet.
 */
function network(given?: string) {
  const rpc =
    given ??
    (typeof window === 'undefined' ? null : new URLSearchParams(location.search).get('rpc'))
  return rpc ? createAnvilNetwork(rpc) : ethereum
}

/**
 * One Portico instance per browser tab (and per server render), created on first render. The
 * connection is kept in a cookie, and `initialState` (read from that cookie on the server) is
 * passed on the server and in the browser alike, so both first renders agree.
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
