import { getAddress, hexToNumber, isHex } from 'viem'
import type { Eip1193Listener, Eip1193Provider } from '../../connectors/injected/eip1193'
import type { AdapterEvent } from '../../core/chains/chainAdapter'

/** The wallet the adapter is connected through. */
export interface ActiveWallet {
  connectorId: string
  provider: Eip1193Provider
  /** The account the wallet last reported (checksummed), undefined when it shows none. */
  address: string | undefined
}

function toChainId(value: unknown): string | undefined {
  if (typeof value === 'string' && isHex(value)) return String(hexToNumber(value))
  if (typeof value === 'number' && Number.isInteger(value)) return String(value)
  return undefined
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

  activate(connectorId: string, provider: Eip1193Provider, address: string): void {
    this.deactivate()
    const wallet: ActiveWallet = { connectorId, provider, address: getAddress(address) }
    this.activeWallet = wallet
    const handlers: Record<string, (payload: unknown) => void> = {
      accountsChanged: (accounts) => {
        const first = Array.isArray(accounts) ? accounts[0] : undefined
        wallet.address = typeof first === 'string' ? getAddress(first) : undefined
        this.emit({ type: 'accountsChanged', address: wallet.address })
      },
      chainChanged: (chainId) => {
        const id = toChainId(chainId)
        if (id) this.emit({ type: 'chainChanged', chainId: id })
      },
      disconnect: () => this.emit({ type: 'disconnect' }),
    }
    for (const [event, handler] of Object.entries(handlers)) {
      provider.on?.(event, handler as Eip1193Listener)
    }
    this.detach = () => {
      for (const [event, handler] of Object.entries(handlers)) {
        provider.removeListener?.(event, handler as Eip1193Listener)
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
    for (const listener of [...this.listeners]) listener(event)
  }
}
