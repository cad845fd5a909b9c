import type { BitcoinStandardWallet } from '../../../modal/chains/bip122/walletStandard'

/** The callback a Wallet Standard wallet hands over; the app calls it with its `register`. */
type RegisterCallback = (api: { register(wallet: BitcoinStandardWallet): () => void }) => void

/**
 * Announces a wallet the Wallet Standard way, as a browser extension does: a
 * `wallet-standard:register-wallet` event now (apps already listening pick it up), and again
 * for every `wallet-standard:app-ready` (apps that start later). Returns the unsubscribe.
 *
 * @example
 * ```ts
 * const sim = createSimulatedBitcoinWallet()
 * registerBitcoinWallet(window, sim.wallet)
 * ```
 */
export function registerBitcoinWallet(
  target: EventTarget,
  wallet: BitcoinStandardWallet,
): () => void {
  const callback: RegisterCallback = ({ register }) => {
    register(wallet)
  }
  const announce = () =>
    target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  const onAppReady = (event: Event) => {
    const api: unknown = (event as CustomEvent).detail
    if (
      typeof api === 'object' &&
      api !== null &&
      typeof Reflect.get(api, 'register') === 'function'
    ) {
      callback(api as Parameters<RegisterCallback>[0])
    }
  }
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  announce()
  return () => target.removeEventListener('wallet-standard:app-ready', onAppReady)
}
