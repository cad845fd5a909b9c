import { catalogueError, createPortico, type FetchFn, ManualClock, type Portico } from 'portico'
import { createAnvilNetwork, loadEip155Adapter } from 'portico/eip155'
import { isLoopbackUrl } from '../../../simulators/wallets/rpcForwarder'
import type { HostConfig } from './hostConfig'

/** The demo page's Portico and, on a virtual clock, the clock the lab advances. */
export interface HostPortico {
  portico: Portico
  clock: ManualClock | undefined
  fetch: FetchFn
}

/**
 * A fetch that refuses anything off 127.0.0.1 before it leaves the page: the lab must never
 * reach the internet, even through a URL a scenario or a stub handed over.
 *
 * @example
 * ```ts
 * await loopbackOnlyFetch(fetch)('https://example.com') // rejects
 * ```
 */
export function loopbackOnlyFetch(fetch: FetchFn): FetchFn {
  return (input, init) => {
    if (!isLoopbackUrl(input)) {
      return Promise.reject(catalogueError('ACTION_NOT_ALLOWED', { details: input }))
    }
    return fetch(input, init)
  }
}

/** The demo site's project, metadata and service endpoints (shared with the lab's Portico). */
export function hostSiteOptions(config: HostConfig, win: Window) {
  return {
    projectId: 'portico-lab-demo',
    // An absent URL leaves that backend off: Portico never calls it (docs/without-backend.md).
    endpoints: {
      ...(config.apiUrl ? { api: config.apiUrl, analytics: config.apiUrl } : {}),
      ...(config.walletApiUrl ? { walletApi: config.walletApiUrl } : {}),
    },
    metadata: {
      name: 'Acme NFT Market',
      description: 'A demo host site for the Portico lab',
      url: win.location.origin,
      icons: [],
    },
  }
}

/**
 * Creates the demo site's Portico the way a host would, pointed at the lab's simulators: the
 * local anvil chain, the Blockchain API and wallet-listing stubs (the former also records
 * analytics), the eip155 adapter loaded on first use, a virtual clock when asked.
 *
 * @example
 * ```ts
 * const { portico, clock } = createHostPortico(readHostConfig(location.search), window)
 * ```
 */
export function createHostPortico(config: HostConfig, win: Window): HostPortico {
  const fetch = loopbackOnlyFetch((input, init) => win.fetch(input, init))
  const clock = config.clock === 'manual' ? new ManualClock(Date.now()) : undefined
  const portico = createPortico(
    {
      ...hostSiteOptions(config, win),
      networks: [createAnvilNetwork(config.rpcUrl)],
      adapters: { eip155: () => loadEip155Adapter({ window: win, fetch }) },
    },
    { fetch, ...(clock ? { clock } : {}) },
  )
  return { portico, clock, fetch }
}
