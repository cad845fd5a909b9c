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
  return <Providers initialState={initialState}>{children}</Providers>
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
