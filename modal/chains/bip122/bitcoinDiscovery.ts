import { WalletStandardRegistry } from '../../connectors/wallet-standard/walletStandardRegistry'
import { type BitcoinStandardWallet, isBitcoinWallet } from './walletStandard'

/** The page's bitcoin wallets, read on each call, and a way to hear of late ones. */
export interface BitcoinWalletSource {
  wallets(): readonly BitcoinStandardWallet[]
  /** Calls `listener` whenever a wallet registers; returns the unsubscribe. */
  watch(listener: () => void): () => void
}

/**
 * Discovers bitcoin wallets through the Wallet Standard on `target` (the page's window): the
 * registry answers `wallet-standard:register-wallet` and announces `app-ready`, so wallets
 * loaded before and after the adapter both register. Only wallets with `bitcoin:connect` count.
 * Started when the adapter is created, which happens only once the bip122 namespace is used.
 *
 * @example
 * ```ts
 * const source = discoverBitcoinWallets(window)
 * source.wallets().map((w) => w.name)
 * ```
 */
export function discoverBitcoinWallets(target: EventTarget): BitcoinWalletSource {
  const registry = new WalletStandardRegistry(target)
  registry.start()
  return {
    // A registered wallet is a StandardWallet; one with `bitcoin:connect` is a bitcoin wallet.
    wallets: () => registry.get().filter(isBitcoinWallet) as readonly BitcoinStandardWallet[],
    watch: (listener) => registry.subscribe(() => listener()),
  }
}
