'use client'

import { createCookieStorage, createPortico, type PorticoInitialState } from 'portico'
import { base, createAnvilNetwork, ethereum, loadEip155Adapter } from 'portico/eip155'
import { PorticoProvider } from 'portico/react'
import { type ReactNode, useState } from 'react'

/** A local node (anvil) when built with NEXT_PUBLIC_PORTICO_RPC_URL (the e2e suite does). */
const rpc = process.env.NEXT_PUBLIC_PORTICO_RPC_URL
const networks = rpc ? [createAnvilNetwork(rpc)] : [ethereum, base]

/**
 * One Portico instance per browser tab (and per server render), created on first render. The
 * connection is kept in a cookie, and `initialState` (read from that cookie by the layout on
 * the server) is passed on the server and in the browser alike, so both first renders agree.
 */
export function Providers(props: { initialState?: PorticoInitialState; children: ReactNode }) {
  const [portico] = useState(() =>
    createPortico(
      {
        projectId: 'portico-example',
        networks,
        adapters: { eip155: () => loadEip155Adapter({ window }) },
        ...(props.initialState ? { initialState: props.initialState } : {}),
      },
      { storage: createCookieStorage() },
    ),
  )
  return <PorticoProvider portico={portico}>{props.children}</PorticoProvider>
}
