import { type CaipNetwork, createPortico, ManualClock, type Portico } from 'portico'
import { embeddedWallet } from 'portico/auth'
import { bip122WalletConnect } from 'portico/bip122'
import { base, createAnvilNetwork, loadEip155Adapter, withRpcUrl } from 'portico/eip155'
import { polkadotWalletConnect } from 'portico/polkadot'
import { createLabSolanaNetwork, loadSolanaAdapter, solanaWalletConnect } from 'portico/solana'
import { walletConnect } from 'portico/walletconnect'
import { linkHostPageToLab } from '../../../scenarios/runner/hostPageLink'
import { ScenarioUi } from '../../../scenarios/runner/scenarioUi'
import { LAB_SOLANA_REFERENCE } from '../../../simulators/chains/solana/labSolanaKeys'
import { labEnsAddresses } from '../../../simulators/contracts/labEns'
import { labTokenAddresses } from '../../../simulators/contracts/labTokens'
import { LAB_CLOCK_START } from '../../../simulators/labClock'
import type { BitcoinWalletId } from '../../../simulators/wallets/bitcoin/installBitcoinWallets'
import type { SimulatedBitcoinWallet } from '../../../simulators/wallets/bitcoin/simulatedBitcoinWallet'
import {
  installSimulatedWallets,
  type SimulatedWalletId,
} from '../../../simulators/wallets/installSimulatedWallets'
import type { SimulatedPolkadotExtension } from '../../../simulators/wallets/polkadot/simulatedPolkadotExtension'
import {
  installSolanaWallets,
  type SolanaWalletId,
} from '../../../simulators/wallets/solana/installSolanaWallets'
import type { SimulatedSolanaWallet } from '../../../simulators/wallets/solana/simulatedSolanaWallet'
import type { SimulatedWalletController } from '../../../simulators/wallets/walletController'
import { rememberWallets } from '../wallets/walletMemory'
import { hostSiteOptions, loopbackOnlyFetch } from './createHostPortico'
import { readHostConfig } from './hostConfig'
import { labBitcoin } from './labBitcoin'
import { labFeatures } from './labFeatures'
import { withLabIcon } from './labNetworkIcons'
import { answerLabPanel } from './labPanel'
import { LAB_IPHONE } from './labPlatform'
import { labPolkadot } from './labPolkadot'
import { labPolygon } from './labPolygon'
import { labRpcGateway } from './labRpcGateway'
import { labSiwx } from './labSiwx'

// Where the lab's virtual clock starts, shared with the chains that date blocks by it.
export { LAB_CLOCK_START }

/** What the lab (its wallet panel) and Playwright reach through `window.__porticoLab`. */
export interface LabPortico {
  portico: Portico
  clock: ManualClock
  wallets: Record<SimulatedWalletId, SimulatedWalletController>
  /** The Wallet Standard Solana wallets, when the lab's Solana chain runs. */
  solanaWallets?: Record<SolanaWalletId, SimulatedSolanaWallet>
  /** The Wallet Standard bitcoin wallets, when the lab's bitcoin chain runs. */
  bitcoinWallets?: Record<BitcoinWalletId, SimulatedBitcoinWallet>
  /** The injected polkadot extension, when the lab's polkadot chain runs. */
  polkadotExtension?: SimulatedPolkadotExtension
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
 * stays on this machine (the lab explorer on the Blockchain API stub). With `baseRpcUrl` (the lab's second anvil,
 * chain 8453, where the lab AMM swaps) Base is a real chain of its own.
 */
export function labNetworks(rpcUrl: string, explorerUrl: string, baseRpcUrl?: string) {
  const anvil: CaipNetwork = {
    ...createAnvilNetwork(rpcUrl),
    testnet: false,
    blockExplorers: { default: { name: 'Lab explorer', url: explorerUrl } },
  }
  return [anvil, withRpcUrl(base, baseRpcUrl ?? rpcUrl)] as const
}

/**
 * The lab's USDC and UNI on the lab's anvil, as a site names them in `tokens`.
 *
 * @example
 * ```ts
 * createPortico({ ...options, tokens: labHostTokens(anvil) })
 * ```
 */
export function labHostTokens(anvil: CaipNetwork) {
  const { USDC, UNI } = labTokenAddresses()
  return { [anvil.caipNetworkId]: [{ address: USDC }, { address: UNI }] }
}

/**
 * Builds the demo host page's Portico for the lab from the page URL
 * (`?lab=1&clock=manual&rpc=…&api=…&walletApi=…&relay=…[&scenario=ID&run=N][&siwx=required][&smartSessions=1][&collapseWallets=1][&emailShowWallets=0][&embedded=1][&rpcPolygon=…][&pendingTx=MS]`): the lab's
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
  const read = readHostConfig(url.search)
  // `backend=none`: the demo site configures no backend at all, as a site without one would
  // (docs/without-backend.md): no Blockchain API, no listing, no analytics, no RPC gateway.
  const config =
    url.searchParams.get('backend') === 'none'
      ? { ...read, apiUrl: undefined, walletApiUrl: undefined }
      : read
  const fetch = loopbackOnlyFetch((input, init) => win.fetch(input, init))
  // The lab always asks for clock=manual. Without it the clock starts at the machine's time
  // but still moves only when the lab's clock buttons (or a scenario) advance it.
  const clock = new ManualClock(config.clock === 'manual' ? LAB_CLOCK_START : Date.now())
  // The lab explorer is served by the Blockchain API stub, which reads the lab chains' nodes.
  const explorer = `${config.apiUrl ?? win.location.origin}/explorer/31337`
  const networks = labNetworks(config.rpcUrl, explorer, config.baseRpcUrl)
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
  const pendingTxPolling = Number(url.searchParams.get('pendingTx')) || undefined
  const loadEvm = async () => {
    await walletsRestored
    // Node reads go through the stub's RPC gateway, its fallback endpoint second (issue 21).
    const rpcGateway = labRpcGateway(config.apiUrl, site.projectId, networks)
    const ens = { registry: labEnsAddresses().registry, chains: [networks[0].caipNetworkId] }
    // The endpoints' ranking (every 4 s) runs on the lab clock, so a scenario can step it.
    return loadEip155Adapter({
      window: win,
      fetch,
      ens,
      clock,
      ...(rpcGateway ? { rpcGateway } : {}),
      // `pendingTx=MS`: the site watches the node's pending transactions every MS of the clock.
      ...(pendingTxPolling ? { pendingTransactions: { pollingInterval: pendingTxPolling } } : {}),
    })
  }
  // --- Solana (issue 16): the lab's LiteSVM chain and Wallet Standard wallets. ---
  const solanaRpcUrl = config.solanaRpcUrl
  const solanaNetworks = solanaRpcUrl
    ? [createLabSolanaNetwork(solanaRpcUrl, LAB_SOLANA_REFERENCE)]
    : []
  const solanaWallets = solanaRpcUrl
    ? installSolanaWallets(win, { rpcUrl: solanaRpcUrl, clock, storage: win.sessionStorage })
    : undefined
  const solanaAdapters = solanaRpcUrl
    ? { solana: () => loadSolanaAdapter({ window: win, fetch }) }
    : {}
  // --- end Solana ---
  // --- Bitcoin (issue 18): the lab's regtest UTXO chain (Esplora) and Wallet Standard wallets.
  const bitcoin = labBitcoin(config.bitcoinUrl, win, fetch)
  // --- end Bitcoin ---
  // Polkadot (issue 17): the lab's chopsticks chain and the injected Epsilon Wallet extension.
  const polkadot = labPolkadot(config, win, clock, site.metadata.name)
  // SIWX (issue 15): `siwx=required|optional` in the page URL; the API stub verifies.
  const siwx = labSiwx(url, { win, clock, fetch, apiUrl: config.apiUrl, projectId: site.projectId })
  const portico = createPortico(
    {
      ...site,
      ...(siwx ? { siwx } : {}),
      // `device=mobile`: the page plays an iPhone's Safari (deep links, pairing reuse; issue 21).
      ...(url.searchParams.get('device') === 'mobile' ? { platform: LAB_IPHONE } : {}),
      // `tokens=lab`: the site names the lab's USDC and UNI in `tokens` (read over the chain's RPC
      // when there is no Blockchain API; issue 33).
      ...(url.searchParams.get('tokens') === 'lab' ? { tokens: labHostTokens(networks[0]) } : {}),
      // `embedded=1`: the site shows the modal inline in its page (enableEmbedded, SPEC §2).
      ...(url.searchParams.get('embedded') === '1' ? { enableEmbedded: true } : {}),
      // `smartSessions=1`, `collapseWallets=1`, `emailShowWallets=0`: features set from the URL.
      ...labFeatures(url.searchParams),
      networks: [
        ...networks,
        ...labPolygon(config.polygonRpcUrl),
        ...solanaNetworks,
        ...bitcoin.networks,
        ...polkadot.networks,
      ].map(withLabIcon),
      adapters: { eip155: loadEvm, ...solanaAdapters, ...bitcoin.adapters, ...polkadot.adapters },
      connectors: [
        ...(config.relayUrl
          ? [
              walletConnect({
                projectId: site.projectId,
                relayUrl: config.relayUrl,
                metadata: site.metadata,
                // The lab pairs every family its phone serves (issue 32: each family opted in).
                families: [solanaWalletConnect, bip122WalletConnect, polkadotWalletConnect],
              }),
            ]
          : []),
        // The embedded wallet (issue 12): e-mail login through the auth frame's own origin.
        ...(config.authUrl ? [embeddedWallet({ authUrl: config.authUrl, window: win })] : []),
      ],
    },
    { fetch, clock, storage: win.localStorage },
  )
  const polkadotExtension = polkadot.extension
  const lab: LabPortico = {
    portico,
    clock,
    wallets,
    ...(solanaWallets ? { solanaWallets } : {}),
    ...bitcoin.wallets,
    ...(polkadotExtension ? { polkadotExtension } : {}),
  }
  if (config.lab) {
    win.__porticoLab = lab
    void linkHostPageToLab(
      win,
      (labClient) => ({
        portico,
        clock,
        ui: new ScenarioUi(win.document),
        lab: labClient,
        storage: portico.deps.storage,
        wallets,
        ...(solanaWallets ? { solanaWallets } : {}),
        ...bitcoin.wallets,
        ...(polkadotExtension ? { polkadotExtension } : {}),
      }),
      // The lab's wallet and phone panels reach the page only through its link (own origin).
      (labClient) => labClient.onPanel(answerLabPanel(lab, win.document)),
    )
  }
  return lab
}
