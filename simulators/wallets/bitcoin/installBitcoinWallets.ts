import { letterIcon } from '../walletIcons'
import { registerBitcoinWallet } from './registerBitcoinWallet'
import {
  createSimulatedBitcoinWallet,
  type SimulatedBitcoinWallet,
  type SimulatedBitcoinWalletSettings,
} from './simulatedBitcoinWallet'

/** The lab's bitcoin wallet: Orange Wallet holds lab bitcoin account 0 (bitcoin only). */
export type BitcoinWalletId = 'orange'

const PRESETS: Record<BitcoinWalletId, { name: string; icon: string; accountIndex: number }> = {
  orange: { name: 'Orange Wallet', icon: letterIcon('O', '#f7931a'), accountIndex: 0 },
}

/** Where the page remembers the wallets across reloads, as an extension would. */
export const BITCOIN_WALLET_MEMORY_KEY = 'portico-lab:bitcoin-wallets'

interface Remembered {
  authorized: boolean
  settings: SimulatedBitcoinWalletSettings
}

function readMemory(storage: Pick<Storage, 'getItem'> | undefined): Record<string, Remembered> {
  try {
    const raw = storage?.getItem(BITCOIN_WALLET_MEMORY_KEY)
    return raw ? (JSON.parse(raw) as Record<string, Remembered>) : {}
  } catch {
    return {}
  }
}

/**
 * Registers the lab's simulated bitcoin wallets through the Wallet Standard on `target`, now
 * and on every `wallet-standard:app-ready`, as a browser extension does. With `storage`, each
 * wallet's settings and whether the visitor authorised the site survive a reload.
 *
 * @example
 * ```ts
 * const wallets = installBitcoinWallets(window, { storage: sessionStorage })
 * wallets.orange.update({ mode: 'reject' })
 * ```
 */
export function installBitcoinWallets(
  target: EventTarget,
  options: { storage?: Pick<Storage, 'getItem' | 'setItem'> } = {},
): Record<BitcoinWalletId, SimulatedBitcoinWallet> {
  const memory = readMemory(options.storage)
  const wallets = {} as Record<BitcoinWalletId, SimulatedBitcoinWallet>
  const save = () => {
    const snapshot: Record<string, Remembered> = {}
    for (const [id, wallet] of Object.entries(wallets)) {
      snapshot[id] = { authorized: wallet.authorized, settings: wallet.settings() }
    }
    options.storage?.setItem(BITCOIN_WALLET_MEMORY_KEY, JSON.stringify(snapshot))
  }
  for (const id of Object.keys(PRESETS) as BitcoinWalletId[]) {
    const remembered = memory[id]
    const wallet = createSimulatedBitcoinWallet({
      ...PRESETS[id],
      authorized: remembered?.authorized === true,
      onChange: save,
    })
    try {
      // Remembered settings pass the wallet's own checks; a damaged memory is ignored.
      if (remembered?.settings) wallet.update(remembered.settings)
    } catch {}
    wallets[id] = wallet
    registerBitcoinWallet(target, wallet.wallet)
  }
  return wallets
}
