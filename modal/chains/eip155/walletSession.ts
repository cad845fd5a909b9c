import type { Eip1193Listener, Eip1193Provider } from '../../connectors/injected/eip1193'
import type { AdapterEvent } from '../../core/chains/chainAdapter'
import { parseWalletAddress, parseWalletChainId } from './walletInput'

/** The wallet the adapter is connected through. */
export interface ActiveWallet {
  connectorId: string
  provider: Eip1193Provider
  /** The account the wallet last reported (checksummed), undefined when it shows none. */
  address: string | undefined
}

/**
 * The adapter's one active wallet and the listeners of its events. Activating a wallet
 * attaches to its EIP-1193 events (accountsChanged, chainChanged, disconnect) and forwards them
 * as AdapterEvents; activating another or deactivating detaches, so a wallet the visitor left
 * cannot move the modal's state any more.
 */
export class WalletSession {
  private activeWallet: ActiveWallet | undefined
  private detach: (() => void) | undefined
  private readonly listeners = new Set<(event: AdapterEvent) => void>()

  get active(): ActiveWallet | undefined {
    return this.activeWallet
  }

  /**
   * Makes `provider` the active wallet. Call it only with an address and chain id already
   * parsed: nothing after it may fail, or the wallet keeps our listeners (issue 11 defect 9).
   */
  activate(connectorId: string, provider: Eip1193Provider, address: `0x${string}`): void {
    this.deactivate()
    const wallet: ActiveWallet = { connectorId, provider, address }
    this.activeWallet = wallet
    const handlers: Record<string, (payload: unknown) => void> = {
      accountsChanged: (accounts) => {
        // Only the first entry matters: a list of 100,000 is not walked. An empty list is a
        // disconnect; anything else unrecognisable is ignored.
        if (!Array.isArray(accounts)) return
        const address = accounts.length === 0 ? undefined : parseWalletAddress(accounts[0])
        if (accounts.length > 0 && address === undefined) return
        wallet.address = address
        this.emit({ type: 'accountsChanged', address })
      },
      chainChanged: (chainId) => {
        const id = parseWalletChainId(chainId)
        if (id) this.emit({ type: 'chainChanged', chainId: id })
      },
      disconnect: () => this.emit({ type: 'disconnect' }),
    }
    for (const [event, handler] of Object.entries(handlers)) {
      provider.on?.(event, guarded(handler) as Eip1193Listener)
    }
    this.detach = () => {
      for (const [event, handler] of Object.entries(handlers)) {
        provider.removeListener?.(event, guarded(handler) as Eip1193Listener)
      }
    }
  }

  /** Detaches from the active wallet and returns it. */
  deactivate(): ActiveWallet | undefined {
    const wallet = this.activeWallet
    this.detach?.()
    this.detach = undefined
    this.activeWallet = undefined
    return wallet
  }

  subscribe(listener: (event: AdapterEvent) => void): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  private emit(event: AdapterEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event)
      } catch {
        // A subscriber's bug must not throw into the wallet's emitter (and stop its other
        // listeners); the subscriber (the connection store) logs its own failures.
      }
    }
  }
}

const guards = new WeakMap<(payload: unknown) => void, (payload: unknown) => void>()

/** The same never-throwing wrapper for a handler each time, so removeListener finds it. */
function guarded(handler: (payload: unknown) => void): (payload: unknown) => void {
  let wrapper = guards.get(handler)
  if (!wrapper) {
    wrapper = (payload) => {
      try {
        handler(payload)
      } catch {
        // Ignored: garbage from a wallet is not thrown back at it.
      }
    }
    guards.set(handler, wrapper)
  }
  return wrapper
}
