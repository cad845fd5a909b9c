import { ProviderRpcError } from './providerRpcError'

/** How a simulated wallet answers the prompts it would show a person. */
export type SimulatedWalletMode = 'approve' | 'reject' | 'fail'

/**
 * The control surface of one simulated wallet: plain, JSON-serialisable values that the lab UI
 * and the scenarios read and write through the controller's `update`.
 */
export interface SimulatedWalletSettings {
  /** approve: prompts succeed; reject: they throw 4001; fail: they throw failCode/failMessage. */
  mode: SimulatedWalletMode
  failCode: number
  failMessage: string
  /** How long a prompt waits before it answers, in milliseconds. */
  delayMs: number
  /** The chain the wallet sits on; may be one the site does not support. */
  chainId: number
  /** Chains the wallet knows; switching to another one fails with 4902 until it is added. */
  knownChainIds: number[]
  /** A locked wallet exposes no accounts and asks to unlock on eth_requestAccounts. */
  locked: boolean
  /** A disconnected wallet (EIP-1193 "disconnected from all chains") answers 4900. */
  connected: boolean
  /** Which of the wallet's accounts is selected (an index into its own account list). */
  accountIndex: number
  /** EIP-5792: wallet_getCapabilities reports atomic batching and wallet_sendCalls works. */
  atomicBatch: boolean
  /** EIP-7811 wallet_getAssets: off (4200), on, or answering assets with wrong types. */
  assets: WalletAssetsMode
  /** ERC-7715: wallet_grantPermissions / wallet_revokePermissions of a permissions context. */
  permissions: boolean
}

/** How a simulated wallet answers wallet_getAssets (see walletCallMethods.ts). */
export type WalletAssetsMode = 'off' | 'on' | 'malformed'
export const WALLET_ASSETS_MODES: readonly WalletAssetsMode[] = ['off', 'on', 'malformed']

/** A chain a simulated wallet knows. Reads are forwarded only to a loopback `rpcUrl`. */
export interface SimulatedChain {
  chainId: number
  name: string
  rpcUrl?: string
}

export const SIMULATED_WALLET_MODES: readonly SimulatedWalletMode[] = ['approve', 'reject', 'fail']

export function defaultSettings(chainId: number, knownChainIds: number[]): SimulatedWalletSettings {
  return {
    mode: 'approve',
    failCode: -32603,
    failMessage: 'Internal error',
    delayMs: 0,
    chainId,
    knownChainIds: [...knownChainIds],
    locked: false,
    connected: true,
    accountIndex: 0,
    // The wallet-side calls are off until the lab or a scenario turns them on.
    atomicBatch: false,
    assets: 'off',
    permissions: false,
  }
}

function isNonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

/**
 * Checks a settings patch from the lab or a scenario and returns the settings it leads to.
 * Throws a -32602 ProviderRpcError naming the bad field, so bad scenario data fails loudly.
 */
export function applySettingsPatch(
  current: SimulatedWalletSettings,
  patch: Partial<SimulatedWalletSettings>,
  accountCount: number,
): SimulatedWalletSettings {
  const next: SimulatedWalletSettings = { ...current, ...patch }
  const bad = (field: string) => new ProviderRpcError(-32602, `Invalid setting: ${field}`)
  if (!SIMULATED_WALLET_MODES.includes(next.mode)) throw bad('mode')
  if (!Number.isInteger(next.failCode)) throw bad('failCode')
  if (typeof next.failMessage !== 'string') throw bad('failMessage')
  if (!isNonNegativeInteger(next.delayMs)) throw bad('delayMs')
  if (!isNonNegativeInteger(next.chainId) || next.chainId === 0) throw bad('chainId')
  if (!Array.isArray(next.knownChainIds) || !next.knownChainIds.every(isNonNegativeInteger)) {
    throw bad('knownChainIds')
  }
  if (typeof next.locked !== 'boolean') throw bad('locked')
  if (typeof next.connected !== 'boolean') throw bad('connected')
  if (!isNonNegativeInteger(next.accountIndex) || next.accountIndex >= accountCount) {
    throw bad('accountIndex')
  }
  if (typeof next.atomicBatch !== 'boolean') throw bad('atomicBatch')
  if (!WALLET_ASSETS_MODES.includes(next.assets)) throw bad('assets')
  if (typeof next.permissions !== 'boolean') throw bad('permissions')
  // The chain the wallet sits on is always one it knows.
  const known = new Set(next.knownChainIds)
  known.add(next.chainId)
  return { ...next, knownChainIds: [...known] }
}
