import { formatUnits, type Hex, hexToBigInt, numberToHex } from 'viem'
import type { Eip1193Provider } from '../../connectors/injected/eip1193'
import type { CaipNetwork } from '../../core/caip/types'
import type { TokenBalance } from '../../core/services/blockchainApi/types'
import { isWalletAssetsResponse, type WalletAsset } from '../../core/validation/walletAssets'
import { providerCall as call } from './providerCall'

/** Codes that mean "this wallet has no such method": the caller falls back, nothing failed. */
const UNSUPPORTED = new Set([4200, -32601])

/** One call of an EIP-5792 batch (hex quantities, as wallet_sendCalls takes them). */
export interface WalletCall {
  to: `0x${string}`
  data?: `0x${string}`
  value?: bigint
}

/** What wallet_getCallsStatus reports, in Portico's terms. */
export interface CallsStatus {
  status: 'pending' | 'confirmed' | 'failed'
  atomic: boolean
  transactionHashes: string[]
}

/** True when the wallet answered "no such method" (4200 or -32601). */
export function isUnsupported(error: unknown): boolean {
  const code = (error as { providerCode?: unknown }).providerCode
  return typeof code === 'number' && UNSUPPORTED.has(code)
}

/**
 * The wallet's EIP-5792 capabilities on `network` (wallet_getCapabilities, the entry of that
 * chain id); undefined when the wallet has no such method.
 *
 * @example
 * ```ts
 * (await readCapabilities(provider, address, network))?.atomic // { status: 'supported' }
 * ```
 */
export async function readCapabilities(
  provider: Eip1193Provider,
  address: string,
  network: CaipNetwork,
): Promise<Record<string, unknown> | undefined> {
  const chainId = numberToHex(Number(network.id))
  try {
    const answer = await call<unknown>(provider, 'wallet_getCapabilities', [address, [chainId]])
    const entry = (answer as Record<string, unknown> | null)?.[chainId]
    return typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
  } catch (error) {
    if (isUnsupported(error)) return undefined
    throw error
  }
}

/**
 * EIP-5792: whether the wallet executes a batch atomically on `network` (wallet_getCapabilities
 * reports `atomic.status` "supported" or "ready"). A wallet without the method answers false.
 *
 * @example
 * ```ts
 * if (await supportsAtomicBatch(provider, address, network)) await sendCalls(provider, …)
 * ```
 */
export async function supportsAtomicBatch(
  provider: Eip1193Provider,
  address: string,
  network: CaipNetwork,
): Promise<boolean> {
  const atomic = (await readCapabilities(provider, address, network))?.atomic
  const status = (atomic as { status?: unknown } | undefined)?.status
  return status === 'supported' || status === 'ready'
}

/**
 * EIP-5792 wallet_sendCalls: sends `calls` as one atomic batch; resolves with the batch id.
 *
 * @example
 * ```ts
 * const id = await sendCalls(provider, address, network, [approve, swap])
 * ```
 */
export async function sendCalls(
  provider: Eip1193Provider,
  address: string,
  network: CaipNetwork,
  calls: readonly WalletCall[],
): Promise<string> {
  const request = {
    version: '2.0.0',
    chainId: numberToHex(Number(network.id)),
    from: address,
    atomicRequired: true,
    calls: calls.map(({ to, data, value }) => ({
      to,
      ...(data ? { data } : {}),
      ...(value === undefined ? {} : { value: numberToHex(value) }),
    })),
  }
  const answer = await call<unknown>(provider, 'wallet_sendCalls', [request])
  const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
  if (typeof id !== 'string') throw new TypeError('wallet_sendCalls answered no batch id')
  return id
}

/**
 * EIP-5792 wallet_getCallsStatus of a batch: pending (1xx), confirmed (2xx) or failed.
 *
 * @example
 * ```ts
 * (await getCallsStatus(provider, id)).status // 'confirmed'
 * ```
 */
export async function getCallsStatus(provider: Eip1193Provider, id: string): Promise<CallsStatus> {
  const answer = (await call<unknown>(provider, 'wallet_getCallsStatus', [id])) as {
    status?: unknown
    atomic?: unknown
    receipts?: { transactionHash?: unknown }[]
  } | null
  const code = typeof answer?.status === 'number' ? answer.status : 0
  const status =
    code >= 100 && code < 200 ? 'pending' : code >= 200 && code < 300 ? 'confirmed' : 'failed'
  const transactionHashes = (answer?.receipts ?? [])
    .map((receipt) => receipt?.transactionHash)
    .filter((hash): hash is string => typeof hash === 'string')
  return { status, atomic: answer?.atomic === true, transactionHashes }
}

/**
 * EIP-7811 wallet_getAssets as the account's token balances on `network`: undefined when the
 * wallet has no such method (the caller reads the Blockchain API instead). The answer is
 * recorded only when every asset has the right types (SPEC §5); otherwise it is refused with
 * a TypeError and the caller falls back too.
 *
 * @example
 * ```ts
 * const balances = await readWalletAssets(provider, address, network) // TokenBalance[] | undefined
 * ```
 */
export async function readWalletAssets(
  provider: Eip1193Provider,
  address: string,
  network: CaipNetwork,
): Promise<TokenBalance[] | undefined> {
  const chainId = numberToHex(Number(network.id))
  let answer: unknown
  try {
    answer = await call<unknown>(provider, 'wallet_getAssets', [
      { account: address, chainFilter: [chainId] },
    ])
  } catch (error) {
    if (isUnsupported(error)) return undefined
    throw error
  }
  if (!isWalletAssetsResponse(answer)) {
    throw new TypeError('wallet_getAssets answered assets with the wrong types')
  }
  return (answer[chainId] ?? []).map((asset) => toTokenBalance(asset, network))
}

function toTokenBalance(asset: WalletAsset, network: CaipNetwork): TokenBalance {
  const { name, symbol, decimals, price, iconUrl } = asset.metadata
  const numeric = formatUnits(hexToBigInt(asset.balance as Hex), decimals)
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    ...(asset.type === 'ERC20' ? { address: `${network.caipNetworkId}:${asset.address}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl,
  }
}
