import { type CaipNetwork, createPortico, ManualClock, type Portico } from 'portico'
import { base, createAnvilNetwork, loadEip155Adapter, withRpcUrl } from 'portico/eip155'
import { walletConnect } from 'portico/walletconnect'
import { linkHostPageToLab } from '../../../scenarios/runner/hostPageLink'
import { ScenarioUi } from '../../../scenarios/runner/scenarioUi'
import {
  installSimulatedWallets,
  type SimulatedWalletId,
} from '../../../simulators/wallets/installSimulatedWallets'
import type { SimulatedWalletController } from '../../../simulators/wallets/walletController'
import { rememberWallets } from '../wallets/walletMemory'
import { hostSiteOptions, loopbackOnlyFetch } from './createHostPortico'
import { readHostConfig } from './hostConfig'

/**
 * Where the lab's virtual clock starts (2026-01-01T00:00:00Z): every replay sees the same
 * dates, whatever the machine's clock says.
 */
export const LAB_CLOCK_START = Date.UTC(2026, 0, 1)

/** What the lab (its wallet panel) and Playwright reach through `window.__porticoLab`. */
export interface LabPortico {
  portico: Portico
  clock: ManualClock
  wallets: Record<SimulatedWalletId, SimulatedWalletController>
}

declare global {
  interface Window {
    /** Set only with `?lab=1`: the page's Portico, its virtual clock and simulated wallets. */
    __porticoLab?: LabPortico
  }
}

/**
 * The lab's eip155 networks: the lab's anvil, and Base read through the same node so that the
 * wallets can switch to a second chain (and lack it, for the 4902 scenario). The lab's anvil
 * is not flagged a testnet: it stands in for a mainnet the Blockchain API stub indexes, so
 * the Account view fetches its token balances as it would on a real chain. Its explorer link
 * stays on this machine (the lab page's own origin).
 */
export function labNetworks(rpcUrl: string, explorerUrl: string) {
  const anvil: CaipNetwork = {
    ...createAnvilNetwork(rpcUrl),
    testnet: false,
    blockExplorers: { default: { name: 'Lab explorer', url: explorerUrl } },
  }
  return [anvil, withRpcUrl(base, rpcUrl)] as const
}

/**
 * Builds the demo host page's Portico for the lab from the page URL
 * (`?lab=1&clock=manual&rpc=…&api=…&walletApi=…&relay=…[&scenario=ID&run=N]`): the lab's
 * networks, the stubs as endpoints (analytics goes to the Blockchain API stub), the simulated
 * wallets installed before the eip155 adapter can load, a virtual clock with `clock=manual`.
 * With `lab=1` it exposes `window.__porticoLab` and links the page to the lab (clock buttons,
 * scenario replay).
 *
 * @example
 * ```ts
 * const { portico } = createLabPortico(new URL(location.href), window)
 * ```
 */
export function createLabPortico(url: URL, win: Window = window): LabPortico {
  const config = readHostConfig(url.search)
  const fetch = loopbackOnlyFetch((input, init) => win.fetch(input, init))
  // The lab always asks for clock=manual. Without it the clock starts at the machine's time
  // but still moves only when the lab's clock buttons (or a scenario) advance it.
  const clock = new ManualClock(config.clock === 'manual' ? LAB_CLOCK_START : Date.now())
  const networks = labNetworks(config.rpcUrl, `${win.location.origin}/explorer`)
  // The wallets announce themselves before the adapter exists, as extensions do on real pages.
  const { wallets } = installSimulatedWallets(win, {
    rpcUrl: config.rpcUrl,
    chains: networks.slice(1),
    clock,
  })
  // Like extensions, the wallets remember across a reload that the visitor authorised the site.
  const walletsRestored = rememberWallets(win, wallets)
  // --- WalletConnect (issue 6): eip155 also pairs a phone through the lab's relay. ---
  const site = hostSiteOptions(config, win)
  const loadEvm = async () => {
    await walletsRestored
    return loadEip155Adapter({ window: win, fetch })
  }
  const portico = createPortico(
    {
      ...site,
      networks: [...networks],
      adapters: { eip155: loadEvm },
      connectors: config.relayUrl
        ? [
            walletConnect({
              projectId: site.projectId,
              relayUrl: config.relayUrl,
              metadata: site.metadata,
            }),
          ]
        : [],
    },
    { fetch, clock, storage: win.localStorage },
  )
  // --- end WalletConnect ---
  const lab: LabPortico = { portico, clock, wallets }
  if (config.lab) {
    win.__porticoLab = lab
    linkHostPageToLab(win, (labClient) => ({
      portico,
      clock,
      ui: new ScenarioUi(win.document),
      lab: labClient,
      storage: portico.deps.storage,
      wallets,
    }))
  }
  return lab
}
