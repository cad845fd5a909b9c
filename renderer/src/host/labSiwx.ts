import type { FetchFn, ManualClock, SiwxConfig } from 'portico'
import { createLocalSiwx, createServerSiwx } from 'portico/siwx'

/**
 * The demo page's sign-in from its URL: `siwx=required` or `siwx=optional` turns SIWX on,
 * verified by the lab's Blockchain API stub when the page has one (else kept locally only).
 * Any other value (or none) leaves sign-in off.
 *
 * @example
 * ```ts
 * labSiwx(new URL('http://127.0.0.1/host.html?siwx=required&api=http://127.0.0.1:4100'), deps)
 * ```
 */
export function labSiwx(
  url: URL,
  deps: {
    win: Window
    clock: ManualClock
    fetch: FetchFn
    apiUrl: string | undefined
    projectId: string
  },
): SiwxConfig | undefined {
  const mode = url.searchParams.get('siwx')
  if (mode !== 'required' && mode !== 'optional') return undefined
  const base = {
    storage: deps.win.localStorage,
    clock: deps.clock,
    random: Math.random,
    domain: deps.win.location.host,
    uri: deps.win.location.origin,
    statement: 'Sign in to Acme NFT Market',
    required: mode === 'required',
  }
  if (!deps.apiUrl) return createLocalSiwx(base)
  return createServerSiwx({
    ...base,
    server: {
      fetch: deps.fetch,
      baseUrl: deps.apiUrl,
      projectId: deps.projectId,
      sdkType: 'portico',
      sdkVersion: 'lab-siwx',
    },
  })
}
