import { SAFE_RPC_METHODS } from '../../modal/core/requests/rpcMethods'
import { ProviderRpcError, walletErrors } from './providerRpcError'
import type { SimulatedChain } from './settings'

/** The fetch signature the forwarder calls (the global `fetch` fits). */
export type ForwardFetch = (input: string, init?: RequestInit) => Promise<Response>

/**
 * Node methods a wallet forwards to its chain's RPC node as they are: the eth_ reads and raw
 * sends that Portico itself counts as safe, plus web3_clientVersion. (eth_accounts and
 * eth_chainId are answered by the wallet before this list is consulted.)
 */
export const FORWARDED_METHODS: ReadonlySet<string> = new Set([
  ...SAFE_RPC_METHODS.filter((method) => method.startsWith('eth_')),
  'web3_clientVersion',
])

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1'])

/**
 * True for http(s) URLs on this machine only (127.0.0.0/8, localhost, ::1). The lab must never
 * send traffic anywhere else, so simulated wallets forward reads only to such URLs.
 */
export function isLoopbackUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  return LOOPBACK_HOSTS.has(parsed.hostname) || /^127(\.\d{1,3}){3}$/.test(parsed.hostname)
}

interface JsonRpcResponse {
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/**
 * Sends JSON-RPC calls to one node on this machine and turns its errors into
 * ProviderRpcErrors (keeping the node's code and message).
 *
 * @example
 * ```ts
 * const rpc = new RpcForwarder('http://127.0.0.1:8545')
 * await rpc.call('eth_blockNumber', [])
 * ```
 */
export class RpcForwarder {
  private nextId = 1

  constructor(
    readonly rpcUrl: string,
    private readonly fetchFn: ForwardFetch = (input, init) => globalThis.fetch(input, init),
  ) {
    if (!isLoopbackUrl(rpcUrl)) {
      throw new Error(`Simulated wallets only talk to 127.0.0.1, not ${rpcUrl}`)
    }
  }

  async call(method: string, params: readonly unknown[] = []): Promise<unknown> {
    const response = await this.fetchFn(this.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: this.nextId++, method, params }),
    })
    if (!response.ok) {
      throw new ProviderRpcError(-32603, `RPC node answered HTTP ${response.status}`)
    }
    const body = (await response.json()) as JsonRpcResponse
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
    return body.result ?? null
  }
}

/**
 * The RPC nodes behind a wallet's chains, one forwarder per URL. A chain without a node on
 * this machine answers 4901 (chain disconnected) instead of reaching anywhere else.
 */
export class ChainNodes {
  private readonly forwarders = new Map<string, RpcForwarder>()

  constructor(private readonly fetchFn?: ForwardFetch) {}

  forChain(chainId: number, chain: SimulatedChain | undefined): RpcForwarder {
    const rpcUrl = chain?.rpcUrl
    if (!rpcUrl || !isLoopbackUrl(rpcUrl)) throw walletErrors.chainDisconnected(chainId)
    let forwarder = this.forwarders.get(rpcUrl)
    if (!forwarder) {
      forwarder = new RpcForwarder(rpcUrl, this.fetchFn)
      this.forwarders.set(rpcUrl, forwarder)
    }
    return forwarder
  }
}
