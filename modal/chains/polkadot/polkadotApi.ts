// The runtime's storage and extrinsics are typed by @polkadot/api-augment (types only: the
// library build does not see the augmentation otherwise).
/// <reference types="@polkadot/api-augment" />
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { CaipNetwork } from '../../core/caip/types'
import { featureError } from '../../core/errors/featureMessages'

/** How long the provider waits before it reconnects a dropped socket (the library's timer). */
const RECONNECT_MS = 1_000

/**
 * One @polkadot/api client per node URL, created on first use and kept: the metadata download
 * is the slow part, so a network is set up once per page.
 *
 * @example
 * ```ts
 * const apis = new PolkadotApis()
 * const api = await apis.get(network)
 * ```
 */
export class PolkadotApis {
  private readonly apis = new Map<string, Promise<ApiPromise>>()

  get(network: CaipNetwork): Promise<ApiPromise> {
    const url = network.rpcUrls.default.webSocket?.[0] ?? network.rpcUrls.default.http[0]
    if (!url || !/^wss?:\/\//.test(url)) {
      return Promise.reject(
        featureError('NETWORK_CLIENT_NOT_SET', {
          details: `${network.caipNetworkId} has no ws:// node URL`,
        }),
      )
    }
    let api = this.apis.get(url)
    if (!api) {
      api = ApiPromise.create({
        provider: new WsProvider(url, RECONNECT_MS),
        throwOnConnect: true,
        noInitWarn: true,
      })
      // A node that could not be reached is tried afresh next time.
      api.catch(() => this.apis.delete(url))
      this.apis.set(url, api)
    }
    return api
  }

  async disconnectAll(): Promise<void> {
    const apis = [...this.apis.values()]
    this.apis.clear()
    await Promise.allSettled(apis.map(async (api) => (await api).disconnect()))
  }
}

/** A planck amount as a decimal string in whole units, e.g. 1.5 for 15000000000000 at 13. */
export function formatPlancks(plancks: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const whole = plancks / base
  const fraction = (plancks % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}

/**
 * The free balance of `address` with the chain's own decimals and symbol (from the runtime's
 * properties, falling back to the network's data).
 */
export async function freeBalance(api: ApiPromise, address: string, network: CaipNetwork) {
  const account = await api.query.system.account(address)
  const decimals = api.registry.chainDecimals[0] ?? network.nativeCurrency.decimals
  const symbol = api.registry.chainTokens[0] ?? network.nativeCurrency.symbol
  return { balance: formatPlancks(account.data.free.toBigInt(), decimals), symbol }
}
