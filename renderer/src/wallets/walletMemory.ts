import type { SimulatedWalletSettings } from '../../../simulators/wallets/settings'
import type { SimulatedWalletController } from '../../../simulators/wallets/walletController'

/** Where the host page keeps its wallets' memory between loads of the same tab. */
export const WALLET_MEMORY_KEY = 'portico-lab:wallets'

interface RememberedWallet {
  settings: SimulatedWalletSettings
  authorized: boolean
}

type Remembered = Record<string, RememberedWallet>

function read(storage: Storage): Remembered {
  try {
    const raw = storage.getItem(WALLET_MEMORY_KEY)
    return raw ? (JSON.parse(raw) as Remembered) : {}
  } catch {
    return {}
  }
}

/**
 * Gives the page's simulated wallets the memory a real extension has: the settings and
 * whether the visitor authorised this site survive a reload (kept per tab in session storage,
 * saved on `pagehide`). Authorisation is restored by approving one eth_requestAccounts before
 * the site can ask, so a restored wallet answers eth_accounts at start-up as a real one would.
 * Resolves once every wallet is back.
 *
 * @example
 * ```ts
 * await rememberWallets(window, wallets)
 * ```
 */
export async function rememberWallets(
  win: Pick<Window, 'sessionStorage' | 'addEventListener'>,
  wallets: Readonly<Record<string, SimulatedWalletController>>,
): Promise<void> {
  const storage = win.sessionStorage
  win.addEventListener('pagehide', () => {
    const snapshot: Remembered = {}
    for (const [id, wallet] of Object.entries(wallets)) {
      const { settings, authorized } = wallet.getState()
      snapshot[id] = { settings, authorized }
    }
    storage.setItem(WALLET_MEMORY_KEY, JSON.stringify(snapshot))
  })
  const remembered = read(storage)
  await Promise.all(
    Object.entries(wallets).map(async ([id, wallet]) => {
      const memory = remembered[id]
      if (!memory) return
      if (memory.authorized) {
        wallet.update({ mode: 'approve', delayMs: 0, locked: false, connected: true })
        await wallet.provider.request({ method: 'eth_requestAccounts' })
      }
      wallet.update(memory.settings)
    }),
  )
}
