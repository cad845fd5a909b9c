import { reaction } from 'mobx'
import type { Portico } from 'portico'
import type { SimulatedWalletController } from '../../simulators/wallets/walletController'
import type { TimelineEntry } from './frameProtocol'
import { watchRelay } from './relayWatch'

/** What the demo page reports to the lab's timeline, and what it watches to do so. */
export interface TimelineSources {
  win: Window
  portico: Portico
  wallets: Partial<Record<string, SimulatedWalletController>>
  post(entry: TimelineEntry): void
}

/** JSON-RPC methods that put a transaction on a chain. */
const TX_METHODS = new Set(['eth_sendRawTransaction', 'eth_sendTransaction', 'sendTransaction'])

/** Chain reads whose answers tell the timeline about blocks and mined transactions. */
const CHAIN_READS = new Set(['eth_blockNumber', 'eth_getTransactionReceipt'])

/** The JSON-RPC method a request body names, if it is one. */
function rpcMethod(body: unknown): string | undefined {
  if (typeof body !== 'string' || body.length > 100_000) return undefined
  try {
    const parsed: unknown = JSON.parse(body)
    const first = Array.isArray(parsed) ? parsed[0] : parsed
    const method = (first as { method?: unknown } | null)?.method
    return typeof method === 'string' ? method : undefined
  } catch {
    return undefined
  }
}

/**
 * Feeds the lab's timeline from the demo page, in virtual time: Portico's events (its public
 * event feed), the views the modal shows, every HTTP request the page makes to the stubs and
 * chains (method, path, status, latency), the simulated wallets' RPC answers, and the
 * transactions sent to a chain. Returns the function that stops it.
 *
 * @example
 * ```ts
 * const stop = feedTimeline({ win: window, portico, wallets, post: (entry) => lab.timeline(entry) })
 * ```
 */
export function feedTimeline(sources: TimelineSources): () => void {
  const { win, portico, post } = sources
  const at = () => portico.deps.clock.now()
  const stops: (() => void)[] = []

  stops.push(
    portico.subscribeEvents(({ timestamp, data }) =>
      post({
        at: timestamp,
        kind: 'event',
        title: data.event,
        detail: JSON.stringify(data.properties),
      }),
    ),
  )
  stops.push(
    reaction(
      () => (portico.modal.isOpen ? portico.router.view : undefined),
      (view) => post({ at: at(), kind: 'view', title: view ? `view ${view}` : 'modal closed' }),
    ),
  )
  for (const wallet of Object.values(sources.wallets)) {
    if (!wallet) continue
    stops.push(
      wallet.onActivity((activity) =>
        post({
          at: at(),
          kind: 'wallet',
          title: `${wallet.name}: ${activity.method} → ${activity.outcome === 'ok' ? 'ok' : `error ${activity.code ?? ''}`.trim()}`,
        }),
      ),
    )
  }

  // New blocks and mined transactions, as the page's own chain reads reveal them.
  const highest = new Map<string, bigint>()
  const readChain = async (host: string, rpc: string, response: Response) => {
    const body = (await response.json().catch(() => undefined)) as { result?: unknown } | undefined
    const result = body?.result
    if (rpc === 'eth_blockNumber' && typeof result === 'string') {
      const block = BigInt(result)
      if (block > (highest.get(host) ?? -1n)) {
        highest.set(host, block)
        post({ at: at(), kind: 'chain', title: `${host}: block ${block}` })
      }
    }
    const receipt = result as { blockNumber?: string; status?: string; transactionHash?: string }
    if (rpc === 'eth_getTransactionReceipt' && receipt?.blockNumber) {
      post({
        at: at(),
        kind: 'chain',
        title: `${host}: ${receipt.transactionHash?.slice(0, 10)}… mined in block ${BigInt(receipt.blockNumber)} (${receipt.status === '0x1' ? 'success' : 'reverted'})`,
      })
    }
  }
  stops.push(watchRelay(win, (title) => post({ at: at(), kind: 'relay', title })))

  const original = win.fetch
  win.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), win.location.href)
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    const rpc = rpcMethod(init?.body)
    const started = performance.now()
    const path = `${method} ${url.host}${url.pathname}${rpc ? ` ${rpc}` : ''}`
    try {
      const response = await original.call(win, input, init)
      const ms = Math.round(performance.now() - started)
      post({ at: at(), kind: 'http', title: `${path} → ${response.status} (${ms} ms)` })
      if (rpc && TX_METHODS.has(rpc)) {
        post({ at: at(), kind: 'chain', title: `transaction sent to ${url.host} (${rpc})` })
      }
      if (rpc && CHAIN_READS.has(rpc)) void readChain(url.host, rpc, response.clone())
      return response
    } catch (error) {
      const ms = Math.round(performance.now() - started)
      post({ at: at(), kind: 'http', title: `${path} → network error (${ms} ms)` })
      throw error
    }
  }
  stops.push(() => {
    win.fetch = original
  })
  return () => {
    for (const stop of stops) stop()
  }
}
