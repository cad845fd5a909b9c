import {
  createMemoryStorage,
  createPortico,
  ManualClock,
  type Platform,
  type Portico,
  type ThemeMode,
} from 'portico'
import { embeddedWallet } from 'portico/auth'
import { base, ethereum, loadEip155Adapter, optimism, withRpcUrl } from 'portico/eip155'
import { labNetworkIconUrl } from '../host/labNetworkIcons'
import { createFixtureFetch, VISUAL_API, VISUAL_RPC, VISUAL_WALLET_API } from './fixtureFetch'
import { fixtureWalletConnect } from './fixtureWalletConnect'
import { installMockWallet, MOCK_WALLET } from './mockProvider'
import { findCase, type VisualCase } from './visualCases'

/** The frozen time of every state: 2026-11-23T12:00:00Z. */
export const VISUAL_NOW = Date.UTC(2026, 10, 23, 12)

/** What the page exposes to the spec as `window.__visual`. */
export interface VisualPage {
  portico: Portico | undefined
  visualCase: VisualCase | undefined
  /** API paths the fixtures did not answer (a spec fails on any). */
  unhandled: string[]
  ready: boolean
  error?: string
  start(): Promise<void>
  setTheme(mode: ThemeMode): void
  /** Advances the frozen clock (a debounce in a form step). */
  tick(ms: number): void
}

const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const

/** The page's networks, each with a fixed icon and the fixture node. */
const networks = [ethereum, base, optimism].map((network) => ({
  ...withRpcUrl(network, VISUAL_RPC),
  assets: { imageUrl: labNetworkIconUrl(network) },
}))

/** The embedded wallet's connector id: what a visitor's e-mail or social login connects. */
const EMBEDDED_CONNECTOR = 'AUTH'

/**
 * The platform a host detects from the browser: a phone for a phone's user agent (the spec's
 * phone shots emulate one), else Portico's default desktop.
 */
function platformOf(win: Window): Platform | undefined {
  const agent = win.navigator.userAgent
  if (/Android/.test(agent)) return { device: 'mobile', os: 'android', messagingAppBrowser: false }
  if (/iPhone|iPad/.test(agent)) return { device: 'mobile', os: 'ios', messagingAppBrowser: false }
  return undefined
}

/** Resolves when `done()` holds, polling each animation frame (at most ~3 s). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 180 && !done(); i++) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
}

/** A fixed "random" source, so nothing drawn from it differs between runs. */
function seededRandom(seed: number): () => number {
  let s = seed
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648
    return s / 2_147_483_648
  }
}

/**
 * The visual fixture page's Portico, built from the URL (`?view=Account&state=tokens-failed
 * &theme=light`) like any host builds one from the public entries: fixture fetch, frozen clock,
 * memory storage, the mock wallet. `start()` connects when the state needs it and opens the view.
 */
export function createVisualPortico(url: URL, win: Window): VisualPage {
  const visualCase = findCase(url.searchParams.get('view'), url.searchParams.get('state'))
  const theme: ThemeMode = url.searchParams.get('theme') === 'light' ? 'light' : 'dark'
  const unhandled: string[] = []
  const page: VisualPage = {
    portico: undefined,
    visualCase,
    unhandled,
    ready: false,
    start: async () => {},
    setTheme: (mode) => page.portico?.theme.setMode(mode),
    tick: () => {},
  }
  if (!visualCase) return page
  installMockWallet(
    win,
    visualCase.wallet ?? 'approve',
    visualCase.chainId ?? 1,
    visualCase.permissions,
  )
  const clock = new ManualClock(VISUAL_NOW)
  page.tick = (ms) => clock.advance(ms)
  const fetch = createFixtureFetch(visualCase.data ?? {}, unhandled)
  const platform = platformOf(win)
  const portico = createPortico(
    {
      projectId: 'portico-visual',
      themeMode: theme,
      endpoints: { api: VISUAL_API, analytics: VISUAL_API, walletApi: VISUAL_WALLET_API },
      metadata: {
        name: 'Acme NFT Market',
        description: 'Visual fixtures',
        url: win.location.origin,
        icons: [],
      },
      networks,
      ...(visualCase.permissions ? { features: { smartSessions: true } } : {}),
      ...(platform ? { platform } : {}),
      adapters: { eip155: () => loadEip155Adapter({ window: win, fetch }) },
      // A host with WalletConnect, as the lab's demo page: its entry shows on Connect. The
      // embedded wallet's states add it, its frame the fixture one on this page's origin.
      connectors: [
        fixtureWalletConnect(visualCase.pairing ?? 'uri'),
        ...(visualCase.auth
          ? [embeddedWallet({ authUrl: `${win.location.origin}/visual-auth`, window: win })]
          : []),
      ],
    },
    { fetch, clock, storage: createMemoryStorage(), random: seededRandom(7) },
  )
  page.portico = portico
  page.start = async () => {
    await portico.loadConnectors()
    if (visualCase.connected) {
      const id = visualCase.connected === 'embedded' ? EMBEDDED_CONNECTOR : MOCK_WALLET.rdns
      await portico.connection.connect('eip155', id)
    }
    if (visualCase.tab) {
      portico.chains.setAccount('eip155', { currentTab: ACCOUNT_TABS.indexOf(visualCase.tab) })
    }
    const connector = visualCase.withConnector
      ? portico.connectors.entries.find((entry) => entry.id === MOCK_WALLET.rdns)
      : undefined
    const [first = visualCase.view, ...rest] = visualCase.path ?? [visualCase.view]
    portico.open({ view: first, ...(connector ? { data: { connector } } : {}) })
    // Send and Swap read the balances Account loaded, as when a visitor opens them from there.
    if (rest.length > 0)
      await until(() => portico.chains.activeChain?.account.balance !== undefined)
    for (const view of rest) portico.router.push(view)
  }
  return page
}
