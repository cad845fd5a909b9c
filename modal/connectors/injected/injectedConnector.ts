import type { AdapterConnector } from '../../core/chains/chainAdapter'
import { type Eip1193Provider, isEip1193Provider } from './eip1193'

/** The connector id of the legacy `window.ethereum` wallet. */
export const INJECTED_CONNECTOR_ID = 'injected'
/** What the modal calls a wallet that only sets window.ethereum: it does not say its name. */
export const INJECTED_CONNECTOR_NAME = 'Browser Wallet'

/** A window, or anything standing in for one, that may carry a legacy injected provider. */
export interface InjectedWindow {
  ethereum?: unknown
}

/** The legacy injected wallet and the connector the modal shows for it. */
export interface InjectedWallet {
  provider: Eip1193Provider
  connector: AdapterConnector & { type: 'INJECTED' }
}

/**
 * Finds the legacy `window.ethereum` wallet. It is left out when the same provider object also
 * announced itself over EIP-6963 — that wallet is already listed under its own name.
 * Read each time it is called: extensions may inject after the page loads.
 *
 * @example
 * ```ts
 * const injected = findInjectedWallet(window, discovery.wallets.map((w) => w.provider))
 * injected?.connector // { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }
 * ```
 */
export function findInjectedWallet(
  target: InjectedWindow | EventTarget,
  announcedProviders: Iterable<Eip1193Provider>,
): InjectedWallet | undefined {
  const provider = (target as InjectedWindow).ethereum
  if (!isEip1193Provider(provider)) return undefined
  for (const announced of announcedProviders) {
    if (announced === provider) return undefined
  }
  return {
    provider,
    connector: { id: INJECTED_CONNECTOR_ID, name: INJECTED_CONNECTOR_NAME, type: 'INJECTED' },
  }
}
