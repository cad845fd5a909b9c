import { createPortico, ManualClock, type Portico } from 'portico'
import { loadEip155Adapter } from 'portico/eip155'
import { linkHostPageToLab } from '../../../scenarios/runner/hostPageLink'
import { ScenarioUi } from '../../../scenarios/runner/scenarioUi'
import { hostSiteOptions, loopbackOnlyFetch } from './createHostPortico'
import { readHostConfig } from './hostConfig'
import { LAB_CLOCK_START, labNetworks } from './labPortico'

/**
 * True when the demo page plays a visitor with nothing to connect with (`visitor=bare`).
 *
 * @example
 * ```ts
 * isBareVisit(new URL('http://127.0.0.1/host.html?lab=1&visitor=bare')) // true
 * ```
 */
export function isBareVisit(url: URL): boolean {
  return url.searchParams.get('visitor') === 'bare'
}

/**
 * The demo page as a visitor with nothing to connect with meets it (issue 32): no wallet
 * extension in the browser, and a host without WalletConnect and without backends (no wallet
 * listing, no Blockchain API, no embedded wallet). The lab's anvil is still its network, the
 * clock is the lab's virtual one, and scenarios replay here as on the full page.
 *
 * @example
 * ```ts
 * const { portico } = createBareLabPortico(new URL(location.href), window)
 * ```
 */
export function createBareLabPortico(url: URL, win: Window): { portico: Portico } {
  const config = readHostConfig(url.search)
  const fetch = loopbackOnlyFetch((input, init) => win.fetch(input, init))
  const clock = new ManualClock(LAB_CLOCK_START)
  const site = hostSiteOptions({ ...config, apiUrl: undefined, walletApiUrl: undefined }, win)
  const portico = createPortico(
    {
      ...site,
      networks: [labNetworks(config.rpcUrl, `${win.location.origin}/explorer/31337`)[0]],
      adapters: { eip155: () => loadEip155Adapter({ window: win, fetch, clock }) },
    },
    { fetch, clock, storage: win.localStorage },
  )
  if (config.lab) {
    void linkHostPageToLab(win, (lab) => ({
      portico,
      clock,
      ui: new ScenarioUi(win.document),
      lab,
      storage: portico.deps.storage,
      wallets: {},
    }))
  }
  return { portico }
}
