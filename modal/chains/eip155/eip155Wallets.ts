import { Eip6963Discovery } from '../../connectors/eip6963/eip6963Discovery'
import type { Eip1193Provider } from '../../connectors/injected/eip1193'
import {
  findInjectedWallet,
  INJECTED_CONNECTOR_ID,
  type InjectedWindow,
} from '../../connectors/injected/injectedConnector'
import type { AdapterConnector } from '../../core/chains/chainAdapter'

/** The window (or a stand-in EventTarget) where eip155 wallets announce or inject themselves. */
export type Eip155Window = EventTarget & InjectedWindow

/**
 * The eip155 wallets on a page: those announced over EIP-6963, then the legacy
 * `window.ethereum` one unless it is one of them. Connector ids are the rdns, or "injected".
 *
 * @example
 * ```ts
 * const wallets = new Eip155Wallets(window)
 * wallets.start()
 * wallets.connectors() // [{ id: 'io.metamask', type: 'ANNOUNCED', … }, …]
 * ```
 */
export class Eip155Wallets {
  readonly discovery: Eip6963Discovery

  constructor(private readonly target: Eip155Window) {
    this.discovery = new Eip6963Discovery(target)
  }

  start(): void {
    this.discovery.start()
  }

  stop(): void {
    this.discovery.stop()
  }

  connectors(): AdapterConnector[] {
    const injected = this.injected()
    return [...this.discovery.connectors(), ...(injected ? [injected.connector] : [])]
  }

  provider(connectorId: string): Eip1193Provider | undefined {
    if (connectorId === INJECTED_CONNECTOR_ID) return this.injected()?.provider
    return this.discovery.providerFor(connectorId)
  }

  private injected() {
    return findInjectedWallet(
      this.target,
      this.discovery.wallets.map((wallet) => wallet.provider),
    )
  }
}
