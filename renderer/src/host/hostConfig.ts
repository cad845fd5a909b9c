/**
 * The demo host page's settings, read from its URL. The lab frames the page as
 * `host.html?lab=1&clock=manual&api=…&walletApi=…&rpc=…&relay=…` with the running simulators'
 * URLs; opened alone, the page falls back to defaults and simply has no backends.
 */
export interface HostConfig {
  /** The Blockchain API stub (balances, names, prices). */
  apiUrl: string | undefined
  /** The wallet-listing stub ("All wallets"). */
  walletApiUrl: string | undefined
  /** The local EVM node (anvil). */
  rpcUrl: string
  /** The lab's Base node (a second anvil, chain 8453, with the lab AMM), when it runs. */
  baseRpcUrl: string | undefined
  /** The lab's Polygon node (an anvil with chain id 137, started on demand), when asked for. */
  polygonRpcUrl: string | undefined
  /** The local WalletConnect relay (ws://). */
  relayUrl: string | undefined
  /** The lab's Solana chain (LiteSVM behind its RPC facade; WebSocket on the same port). */
  solanaRpcUrl: string | undefined
  /** The lab's bitcoin chain (its Esplora REST API). */
  bitcoinUrl: string | undefined
  /** The lab's polkadot chain (chopsticks, ws://) and its CAIP-2 reference (genesis prefix). */
  polkadotWsUrl: string | undefined
  polkadotReference: string | undefined
  /** The embedded wallet's provider (the auth frame, on its own origin). */
  authUrl: string | undefined
  /** `manual`: Portico runs on a virtual clock the lab advances. */
  clock: 'manual' | 'real'
  /** Framed by the lab: link to it and expose the instance for scenarios. */
  lab: boolean
  /** The scenario to replay, if any. */
  scenario: string | undefined
}

/** anvil's usual port; only read when the page is opened without the lab. */
export const DEFAULT_RPC_URL = 'http://127.0.0.1:8545'

const LOOPBACK = /^(https?|wss?):\/\/127\.0\.0\.1(:\d+)?(\/|$)/

/**
 * A URL parameter that points at this machine, else undefined: the page never talks to
 * anything but 127.0.0.1, whatever its address bar says.
 *
 * @example
 * ```ts
 * loopbackParam(new URLSearchParams('api=https://example.com'), 'api') // undefined
 * ```
 */
export function loopbackParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)
  if (!value || !LOOPBACK.test(value)) return undefined
  return value.replace(/\/$/, '')
}

/**
 * Reads the host page's settings from its query string.
 *
 * @example
 * ```ts
 * readHostConfig('?lab=1&clock=manual&rpc=http://127.0.0.1:8545').clock // 'manual'
 * ```
 */
export function readHostConfig(search: string): HostConfig {
  const params = new URLSearchParams(search)
  return {
    apiUrl: loopbackParam(params, 'api'),
    walletApiUrl: loopbackParam(params, 'walletApi'),
    rpcUrl: loopbackParam(params, 'rpc') ?? DEFAULT_RPC_URL,
    baseRpcUrl: loopbackParam(params, 'rpcBase'),
    polygonRpcUrl: loopbackParam(params, 'rpcPolygon'),
    relayUrl: loopbackParam(params, 'relay'),
    solanaRpcUrl: loopbackParam(params, 'solanaRpc'),
    authUrl: loopbackParam(params, 'auth'),
    bitcoinUrl: loopbackParam(params, 'bitcoin'),
    polkadotWsUrl: loopbackParam(params, 'polkadotWs'),
    polkadotReference: /^[0-9a-f]{32}$/.test(params.get('polkadotRef') ?? '')
      ? (params.get('polkadotRef') ?? undefined)
      : undefined,
    clock: params.get('clock') === 'manual' ? 'manual' : 'real',
    lab: params.get('lab') === '1',
    scenario: params.get('scenario') ?? undefined,
  }
}
