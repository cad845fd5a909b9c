import { isRecord, readProperty } from './result'

/** SPEC §3 Wallet asset query item (EIP-7811 `wallet_getAssets`). */
export interface WalletAsset {
  address: string
  /** Hex quantity in the token's smallest unit. */
  balance: `0x${string}`
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string }
}

/** Answer of `wallet_getAssets`: assets per hex chain id. */
export type WalletAssetsResponse = Record<string, WalletAsset[]>

const HEX = /^0x[0-9a-fA-F]*$/

function isWalletAsset(asset: unknown): asset is WalletAsset {
  const metadata = readProperty(asset, 'metadata')
  const type = readProperty(asset, 'type')
  const balance = readProperty(asset, 'balance')
  return (
    typeof readProperty(asset, 'address') === 'string' &&
    typeof balance === 'string' &&
    HEX.test(balance) &&
    (type === 'ERC20' || type === 'NATIVE') &&
    isRecord(metadata) &&
    typeof readProperty(metadata, 'name') === 'string' &&
    typeof readProperty(metadata, 'symbol') === 'string' &&
    typeof readProperty(metadata, 'decimals') === 'number' &&
    typeof readProperty(metadata, 'price') === 'number' &&
    typeof readProperty(metadata, 'iconUrl') === 'string'
  )
}

/**
 * "Recording an event for an asset response is accepted only when every asset has the right
 * types" (SPEC §5): an object whose every value is a list of well-typed assets. Never throws.
 *
 * @example
 * ```ts
 * isWalletAssetsResponse({ '0x1': [] }) // true
 * isWalletAssetsResponse({ '0x1': [{ address: 1 }] }) // false
 * ```
 */
export function isWalletAssetsResponse(value: unknown): value is WalletAssetsResponse {
  try {
    return (
      isRecord(value) &&
      Object.values(value).every((assets) => Array.isArray(assets) && assets.every(isWalletAsset))
    )
  } catch {
    return false
  }
}
