import type { Clock } from '../../../modal/core/clock/clock'
import type { SolanaWalletSettings } from '../solana/solanaWalletSettings'
import { SimulatedPolkadotExtension } from './simulatedPolkadotExtension'

/** The lab extension's `injectedWeb3` key and name. */
export const LAB_POLKADOT_EXTENSION = { key: 'epsilon-wallet', name: 'Epsilon Wallet' } as const

/** Where the page remembers the extension across reloads, as a real extension would. */
export const POLKADOT_EXTENSION_MEMORY_KEY = 'portico-lab:polkadot-extension'

interface Remembered {
  authorized: boolean
  settings: SolanaWalletSettings
}

export interface InstallPolkadotExtensionOptions {
  clock?: Pick<Clock, 'setTimeout'>
  /** Per-tab memory (sessionStorage on the demo page); none in unit tests. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
}

function readMemory(storage: InstallPolkadotExtensionOptions['storage']): Remembered | undefined {
  try {
    const raw = storage?.getItem(POLKADOT_EXTENSION_MEMORY_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : undefined
    return typeof parsed === 'object' && parsed !== null ? (parsed as Remembered) : undefined
  } catch {
    return undefined
  }
}

/**
 * Injects the lab's polkadot extension (Epsilon Wallet) into `win.injectedWeb3`, as extensions
 * do before a page's scripts run. With `storage`, its settings and whether the visitor
 * authorised the site survive a reload. A remembered setting that no longer validates is
 * dropped rather than breaking the page.
 *
 * @example
 * ```ts
 * const extension = installPolkadotExtension(window, { storage: sessionStorage })
 * extension.update({ mode: 'reject' })
 * ```
 */
export function installPolkadotExtension(
  win: object,
  options: InstallPolkadotExtensionOptions = {},
): SimulatedPolkadotExtension {
  const memory = readMemory(options.storage)
  const make = (remembered: Remembered | undefined) => {
    const extension: SimulatedPolkadotExtension = new SimulatedPolkadotExtension({
      ...LAB_POLKADOT_EXTENSION,
      authorized: remembered?.authorized === true,
      ...(remembered?.settings ? { settings: remembered.settings } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      onChange: () =>
        options.storage?.setItem(
          POLKADOT_EXTENSION_MEMORY_KEY,
          JSON.stringify({ authorized: extension.authorized, settings: extension.getSettings() }),
        ),
    })
    return extension
  }
  let extension: SimulatedPolkadotExtension
  try {
    extension = make(memory)
  } catch {
    extension = make(undefined)
  }
  extension.install(win)
  return extension
}
