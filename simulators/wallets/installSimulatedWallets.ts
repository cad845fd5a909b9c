import {
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
} from '../../modal/connectors/eip6963/eip6963'
import type { CaipNetwork } from '../../modal/core/caip/types'
import type { Clock } from '../../modal/core/clock/clock'
import { DevAccounts } from './devAccounts'
import { type ForwardFetch, isLoopbackUrl } from './rpcForwarder'
import type { SimulatedChain, SimulatedWalletSettings } from './settings'
import { SimulatedWallet } from './simulatedWallet'
import type { SimulatedWalletController } from './walletController'
import { letterIcon } from './walletIcons'

/** The ids of the lab's simulated wallets. */
export type SimulatedWalletId = 'alpha' | 'beta' | 'gamma' | 'legacy'

interface WalletPreset {
  name: string
  rdns?: string
  icon: string
  accountIndexes: readonly number[]
  supportsRevoke: boolean
}

/** Three EIP-6963 wallets and one that only sets window.ethereum, on distinct dev accounts. */
const PRESETS: Record<SimulatedWalletId, WalletPreset> = {
  alpha: {
    name: 'Alpha Wallet',
    rdns: 'io.portico.lab.alpha',
    icon: letterIcon('A', '#2563eb'),
    accountIndexes: [0, 1],
    supportsRevoke: true,
  },
  beta: {
    name: 'Beta Wallet',
    rdns: 'io.portico.lab.beta',
    icon: letterIcon('B', '#059669'),
    accountIndexes: [2, 3],
    supportsRevoke: true,
  },
  gamma: {
    name: 'Gamma Wallet',
    rdns: 'io.portico.lab.gamma',
    icon: letterIcon('G', '#d97706'),
    accountIndexes: [4, 5],
    supportsRevoke: true,
  },
  legacy: {
    name: 'Legacy Wallet',
    icon: letterIcon('L', '#6b7280'),
    accountIndexes: [6, 7],
    // Old injected wallets lack wallet_revokePermissions; the modal must cope with 4200.
    supportsRevoke: false,
  },
}

/** A window, or any EventTarget standing in for one in tests. */
export interface SimulatedWalletWindow extends EventTarget {
  ethereum?: unknown
}

export interface InstallSimulatedWalletsOptions {
  /** The RPC URL of the local node (anvil); must be on 127.0.0.1. */
  rpcUrl: string
  /** The chain id of the node at rpcUrl. Default 31337. */
  chainId?: number
  /** More chains the wallets know (SimulatedChains or CaipNetworks); only loopback RPCs are used. */
  chains?: readonly (SimulatedChain | CaipNetwork)[]
  /** Starting settings per wallet. */
  settings?: Partial<Record<SimulatedWalletId, Partial<SimulatedWalletSettings>>>
  fetch?: ForwardFetch
  clock?: Pick<Clock, 'setTimeout'>
}

/** What {@link installSimulatedWallets} returns. */
export interface SimulatedWalletsInstallation {
  /** The controllers by wallet id. */
  wallets: Record<SimulatedWalletId, SimulatedWalletController>
  /** Stops answering EIP-6963 requests and removes window.ethereum if it is still ours. */
  uninstall(): void
}

function toSimulatedChain(chain: SimulatedChain | CaipNetwork): SimulatedChain {
  if ('chainId' in chain) return { ...chain }
  const rpcUrl = chain.rpcUrls.default.http[0]
  return { chainId: Number(chain.id), name: chain.name, ...(rpcUrl ? { rpcUrl } : {}) }
}

function knownChains(options: InstallSimulatedWalletsOptions): SimulatedChain[] {
  if (!isLoopbackUrl(options.rpcUrl)) {
    throw new Error(`Simulated wallets only talk to 127.0.0.1, not ${options.rpcUrl}`)
  }
  const nodeChainId = options.chainId ?? 31337
  const chains = new Map<number, SimulatedChain>()
  chains.set(nodeChainId, { chainId: nodeChainId, name: 'Anvil', rpcUrl: options.rpcUrl })
  for (const chain of (options.chains ?? []).map(toSimulatedChain)) {
    // The node's own chain always reads from the given rpcUrl, whatever a CaipNetwork says.
    chains.set(
      chain.chainId,
      chain.chainId === nodeChainId ? { ...chain, rpcUrl: options.rpcUrl } : chain,
    )
  }
  return [...chains.values()]
}

function newUuid(): string {
  return globalThis.crypto.randomUUID()
}

/**
 * Puts the lab's simulated wallets on a page: Alpha, Beta and Gamma announce themselves over
 * EIP-6963 (now, and again on every `eip6963:requestProvider`), and the legacy wallet sets
 * `window.ethereum`. All sit on the node at `rpcUrl` and sign with anvil's dev accounts.
 *
 * @example
 * ```ts
 * const { wallets, uninstall } = installSimulatedWallets(window, { rpcUrl: 'http://127.0.0.1:8545' })
 * wallets.alpha.update({ mode: 'reject' })
 * uninstall()
 * ```
 */
export function installSimulatedWallets(
  target: SimulatedWalletWindow,
  options: InstallSimulatedWalletsOptions,
): SimulatedWalletsInstallation {
  const chains = knownChains(options)
  const accounts = new DevAccounts()
  const build = (id: SimulatedWalletId) => {
    const preset = PRESETS[id]
    return new SimulatedWallet({
      id,
      name: preset.name,
      ...(preset.rdns ? { rdns: preset.rdns } : {}),
      chains,
      accountIndexes: preset.accountIndexes,
      settings: options.settings?.[id] ?? {},
      supportsRevoke: preset.supportsRevoke,
      accounts,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    })
  }
  const wallets = {
    alpha: build('alpha'),
    beta: build('beta'),
    gamma: build('gamma'),
    legacy: build('legacy'),
  }
  const announced: Eip6963ProviderDetail[] = [wallets.alpha, wallets.beta, wallets.gamma].map(
    (wallet) => {
      const preset = PRESETS[wallet.id as SimulatedWalletId]
      const info: Eip6963ProviderInfo = Object.freeze({
        uuid: newUuid(),
        name: preset.name,
        icon: preset.icon,
        rdns: preset.rdns ?? wallet.id,
      })
      return Object.freeze({ info, provider: wallet.provider })
    },
  )
  const announce = () => {
    for (const detail of announced) {
      target.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail }))
    }
  }
  target.addEventListener(EIP6963_REQUEST_EVENT, announce)
  target.ethereum = wallets.legacy.provider
  // Old dapps wait for this MetaMask-era event when window.ethereum arrives late.
  target.dispatchEvent(new Event('ethereum#initialized'))
  announce()
  return {
    wallets: {
      alpha: wallets.alpha.controller,
      beta: wallets.beta.controller,
      gamma: wallets.gamma.controller,
      legacy: wallets.legacy.controller,
    },
    uninstall() {
      target.removeEventListener(EIP6963_REQUEST_EVENT, announce)
      if (target.ethereum === wallets.legacy.provider) delete target.ethereum
    },
  }
}
