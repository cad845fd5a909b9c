import { headers } from 'next/headers'
import { cookieToInitialState } from 'portico'
import { type ReactNode, Suspense } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'Portico on Next.js' }

/**
 * The visitor's remembered connection (the `portico.state` cookie) is read on the server, per
 * request, so a returning visitor's HTML already shows their account. Request data is read
 * inside `<Suspense>`, as Cache Components asks.
 */
async function PorticoFromCookie({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  // A local node (anvil) when the server is started with PORTICO_RPC_URL, as the e2e suite does.
  const rpc = process.env.PORTICO_RPC_URL
  return (
    <Providers initialState={initialState} {...(rpc ? { rpc } : {})}>
      {children}
    </Providers>
  )
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Suspense>
          <PorticoFromCookie>{children}</PorticoFromCookie>
        </Suspense>
      </body>
    </html>
  )
}
