import { headers } from 'next/headers'
import { cookieToInitialState } from 'portico'
import { Suspense } from 'react'
import { Demo } from '../demo'
import { Providers } from '../providers'

/**
 * The visitor's remembered connection (the `portico.state` cookie) is read on the server, per
 * request, so a returning visitor's HTML already shows their account. Request data is read
 * inside `<Suspense>`, as Cache Components asks.
 */
export default function Returning(props: { searchParams: Promise<{ rpc?: string }> }) {
  return (
    <Suspense fallback={<h1>Welcome back</h1>}>
      <ReturningVisitor searchParams={props.searchParams} />
    </Suspense>
  )
}

async function ReturningVisitor(props: { searchParams: Promise<{ rpc?: string }> }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  // The server and the browser build the same network list, so both first renders agree.
  const { rpc } = await props.searchParams
  return (
    <Providers initialState={initialState} {...(typeof rpc === 'string' ? { rpc } : {})}>
      <Demo title="Welcome back" />
    </Providers>
  )
}
