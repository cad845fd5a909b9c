import { headers } from 'next/headers'
import { cookieToInitialState } from 'portico'
import { Demo } from '../demo'
import { Providers } from '../providers'

/**
 * Rendered per request: the visitor's remembered connection (the `portico.state` cookie) is
 * read on the server, so a returning visitor's HTML already shows their account.
 */
export default async function Returning(props: { searchParams: Promise<{ rpc?: string }> }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  // The server and the browser build the same network list, so both first renders agree.
  const { rpc } = await props.searchParams
  return (
    <Providers initialState={initialState} {...(typeof rpc === 'string' ? { rpc } : {})}>
      <Demo title="Welcome back" />
    </Providers>
  )
}
