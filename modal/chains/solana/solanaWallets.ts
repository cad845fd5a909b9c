import { sanitizeIconUrl } from '../../connectors/eip6963/sanitizeIconUrl'
import {
  feature,
  STANDARD_CONNECT,
  type StandardWallet,
} from '../../connectors/wallet-standard/walletStandard'
import { WalletStandardRegistry } from '../../connectors/wallet-standard/walletStandardRegistry'
import type { AdapterConnector } from '../../core/chains/chainAdapter'

/** Names longer than this are cut: the name is untrusted text shown in a narrow list. */
const MAX_NAME_LENGTH = 64

/** A wallet offers Solana when one of its chains is in the `solana` namespace. */
function offersSolana(wallet: StandardWallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    feature(wallet, STANDARD_CONNECT) !== undefined
  )
}

/**
 * The Solana wallets found through the Wallet Standard on one window, as connectors. A
 * wallet's connector id is its name (the Wallet Standard has no rdns; the name is what a
 * wallet keeps across loads, so a stored connection finds it again after a reload). The
 * first wallet of a name wins, so a later impostor cannot take over a listed name.
 */
export class SolanaWallets {
  readonly registry: WalletStandardRegistry

  constructor(target: EventTarget) {
    this.registry = new WalletStandardRegistry(target)
  }

  start(): void {
    this.registry.start()
  }

  stop(): void {
    this.registry.stop()
  }

  private byName(): Map<string, StandardWallet> {
    const wallets = new Map<string, StandardWallet>()
    for (const wallet of this.registry.get().filter(offersSolana)) {
      const name = wallet.name.trim().slice(0, MAX_NAME_LENGTH)
      if (!wallets.has(name)) wallets.set(name, wallet)
    }
    return wallets
  }

  connectors(): AdapterConnector[] {
    return [...this.byName()].map(([name, wallet]) => {
      const imageUrl = sanitizeIconUrl(wallet.icon)
      return { id: name, name, type: 'ANNOUNCED' as const, ...(imageUrl ? { imageUrl } : {}) }
    })
  }

  wallet(connectorId: string): StandardWallet | undefined {
    return this.byName().get(connectorId)
  }
}
