import {
  APP_READY_EVENT,
  REGISTER_WALLET_EVENT,
  type WalletRegistryApi,
} from '../../../modal/connectors/wallet-standard/walletStandard'
import type { Clock } from '../../../modal/core/clock/clock'
import { solanaDevKeypair } from '../../chains/solana/labSolanaKeys'
import { isLoopbackUrl } from '../rpcForwarder'
import { letterIcon } from '../walletIcons'
import { SimulatedSolanaWallet } from './simulatedSolanaWallet'
import type { SolanaWalletSettings } from './solanaWalletSettings'

/**
 * The lab's Solana wallets: Gamma shares its name with the EVM Gamma (one multi-chain entry,
 * SPEC §3); Delta is Solana only. The EVM scenarios' Alpha stays EVM only, so its entry never
 * changes family while the adapters load.
 */
export type SolanaWalletId = 'gamma' | 'delta'

const PRESETS: Record<SolanaWalletId, { name: string; icon: string; accounts: number[] }> = {
  gamma: { name: 'Gamma Wallet', icon: letterIcon('G', '#d97706'), accounts: [0, 1] },
  delta: { name: 'Delta Wallet', icon: letterIcon('D', '#7c3aed'), accounts: [2, 3] },
}

/** Where the page remembers the wallets across reloads, as an extension would. */
export const SOLANA_WALLET_MEMORY_KEY = 'portico-lab:solana-wallets'

interface Remembered {
  authorized: boolean
  settings: SolanaWalletSettings
}

export interface InstallSolanaWalletsOptions {
  /** The lab chain's RPC (127.0.0.1 only): signAndSendTransaction sends there. */
  rpcUrl: string
  clock?: Pick<Clock, 'setTimeout'>
  /** Per-tab memory (sessionStorage on the demo page); none in unit tests. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
}

function readMemory(storage: InstallSolanaWalletsOptions['storage']): Record<string, Remembered> {
  try {
    const raw = storage?.getItem(SOLANA_WALLET_MEMORY_KEY)
    return raw ? (JSON.parse(raw) as Record<string, Remembered>) : {}
  } catch {
    return {}
  }
}

/**
 * Registers the lab's simulated Solana wallets through the Wallet Standard on `target`: now
 * (for an app already listening) and on every `wallet-standard:app-ready` (for one that comes
 * later), exactly as a real wallet extension does. With `storage`, each wallet's settings and
 * whether the visitor authorised the site survive a reload.
 *
 * @example
 * ```ts
 * const wallets = installSolanaWallets(window, { rpcUrl: 'http://127.0.0.1:8899' })
 * wallets.delta.update({ mode: 'reject' })
 * ```
 */
export function installSolanaWallets(
  target: EventTarget,
  options: InstallSolanaWalletsOptions,
): Record<SolanaWalletId, SimulatedSolanaWallet> {
  if (!isLoopbackUrl(options.rpcUrl)) {
    throw new Error(`Simulated wallets only talk to 127.0.0.1, not ${options.rpcUrl}`)
  }
  const memory = readMemory(options.storage)
  const wallets = {} as Record<SolanaWalletId, SimulatedSolanaWallet>
  const save = () => {
    const snapshot: Record<string, Remembered> = {}
    for (const wallet of Object.values(wallets)) {
      snapshot[wallet.id] = { authorized: wallet.authorized, settings: wallet.getSettings() }
    }
    options.storage?.setItem(SOLANA_WALLET_MEMORY_KEY, JSON.stringify(snapshot))
  }
  for (const id of Object.keys(PRESETS) as SolanaWalletId[]) {
    const preset = PRESETS[id]
    const wallet = new SimulatedSolanaWallet({
      id,
      name: preset.name,
      icon: preset.icon,
      keypairs: preset.accounts.map(solanaDevKeypair),
      rpcUrl: options.rpcUrl,
      ...(memory[id] ? { settings: memory[id].settings } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      onChange: save,
    })
    wallet.authorized = memory[id]?.authorized === true
    wallets[id] = wallet
  }
  const register = (api: WalletRegistryApi) =>
    api.register(...Object.values(wallets).map((w) => w.wallet))
  target.addEventListener(APP_READY_EVENT, (event) => {
    const api = (event as CustomEvent<WalletRegistryApi>).detail
    if (api && typeof api.register === 'function') register(api)
  })
  target.dispatchEvent(new CustomEvent(REGISTER_WALLET_EVENT, { detail: register }))
  return wallets
}
