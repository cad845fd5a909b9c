import type { ChainNamespace } from '../core/caip/types'
import type { Portico } from '../core/createPortico'
import { observedSource } from '../react/useObservedValue'
import { type PorticoAccount, readAccount } from '../react/usePorticoAccount'

/**
 * Calls `listener` with the account of `namespace` (default: the active one) now and each time
 * a field of it changes (connecting, a restored visit, a disconnect, a balance): what a page
 * without React reads instead of `usePorticoAccount()`. Returns the function that stops.
 *
 * @example
 * ```ts
 * const stop = watchAccount(portico, ({ isConnected, address }) => {
 *   document.querySelector('#account')!.textContent = isConnected ? address! : 'Not connected'
 * })
 * ```
 */
export function watchAccount(
  portico: Portico,
  listener: (account: PorticoAccount) => void,
  namespace?: ChainNamespace,
): () => void {
  const source = observedSource(() => readAccount(portico, namespace))
  listener(source.getSnapshot())
  return source.subscribe(() => listener(source.getSnapshot()))
}
