import {
  APP_READY_EVENT,
  REGISTER_WALLET_EVENT,
  type StandardWallet,
  type WalletRegistryApi,
} from './walletStandard'

/** Reads a registered value; undefined unless it looks like a Wallet Standard wallet. */
function asWallet(value: unknown): StandardWallet | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const wallet = value as Partial<StandardWallet>
  if (wallet.version !== '1.0.0' || typeof wallet.name !== 'string' || !wallet.name.trim()) {
    return undefined
  }
  if (typeof wallet.icon !== 'string' || !Array.isArray(wallet.chains)) return undefined
  if (typeof wallet.features !== 'object' || wallet.features === null) return undefined
  if (!Array.isArray(wallet.accounts)) return undefined
  return value as StandardWallet
}

/**
 * The app side of Wallet Standard discovery on one window: answers
 * `wallet-standard:register-wallet` events and announces `wallet-standard:app-ready`, so that
 * wallets loaded before and after the app both register. One registry per Portico instance;
 * nothing happens before `start()`.
 *
 * @example
 * ```ts
 * const registry = new WalletStandardRegistry(window)
 * registry.subscribe((wallets) => console.log(wallets.map((w) => w.name)))
 * registry.start()
 * ```
 */
export class WalletStandardRegistry {
  private readonly registered = new Set<StandardWallet>()
  private readonly listeners = new Set<(wallets: readonly StandardWallet[]) => void>()
  private started = false
  private readonly api: WalletRegistryApi = Object.freeze({
    register: (...wallets: StandardWallet[]) => this.register(wallets),
  })

  constructor(private readonly target: EventTarget) {}

  start(): void {
    if (this.started) return
    this.started = true
    this.target.addEventListener(REGISTER_WALLET_EVENT, this.onRegister)
    this.target.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: this.api }))
  }

  stop(): void {
    this.started = false
    this.target.removeEventListener(REGISTER_WALLET_EVENT, this.onRegister)
  }

  /** The wallets registered so far, in registration order. */
  get(): readonly StandardWallet[] {
    return [...this.registered]
  }

  /** Calls `listener` whenever a wallet registers or unregisters; returns the unsubscribe. */
  subscribe(listener: (wallets: readonly StandardWallet[]) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private readonly onRegister = (event: Event): void => {
    const callback = (event as Partial<CustomEvent>).detail
    if (typeof callback !== 'function') return
    try {
      callback(this.api)
    } catch {
      // A throwing wallet must not stop the others from registering.
    }
  }

  private register(candidates: unknown[]): () => void {
    const added = candidates.map(asWallet).filter((w): w is StandardWallet => w !== undefined)
    const fresh = added.filter((wallet) => !this.registered.has(wallet))
    for (const wallet of fresh) this.registered.add(wallet)
    if (fresh.length > 0) this.emit()
    return () => {
      for (const wallet of fresh) this.registered.delete(wallet)
      if (fresh.length > 0) this.emit()
    }
  }

  private emit(): void {
    const wallets = this.get()
    for (const listener of this.listeners) listener(wallets)
  }
}
