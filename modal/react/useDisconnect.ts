import { useMemo } from 'react'
import type { ChainNamespace } from '../core/caip/types'
import { usePorticoInstance } from './PorticoContext'

/**
 * What {@link useDisconnect} returns.
 *
 * @example
 * ```ts
 * const { disconnect } = useDisconnect()
 * await disconnect('eip155')
 * ```
 */
export interface UseDisconnectResult {
  /**
   * Disconnects `namespace`, or every connected namespace. Local state is cleared even when the
   * wallet fails; that failure then rejects with FAILED_TO_DISCONNECT.
   */
  disconnect(namespace?: ChainNamespace): Promise<void>
}

/**
 * Disconnects the visitor's wallet.
 *
 * @example
 * ```tsx
 * function SignOut() {
 *   const { disconnect } = useDisconnect()
 *   return <button type="button" onClick={() => disconnect()}>Sign out</button>
 * }
 * ```
 */
export function useDisconnect(): UseDisconnectResult {
  const portico = usePorticoInstance()
  return useMemo(
    () => ({
      disconnect: (namespace?: ChainNamespace) => portico.connection.disconnect(namespace),
    }),
    [portico],
  )
}
