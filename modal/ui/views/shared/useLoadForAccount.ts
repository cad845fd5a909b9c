import { useEffect } from 'react'
import type { Portico } from '../../../core/createPortico'

/**
 * Runs `load` when a view shows and again whenever the active account or network changes.
 *
 * @example
 * ```ts
 * useLoadForAccount(portico, () => store.load())
 * ```
 */
export function useLoadForAccount(portico: Portico, load: () => Promise<void>): void {
  const address = portico.chains.activeAddress
  const network = portico.chains.activeCaipNetwork?.caipNetworkId
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure per render
  useEffect(() => {
    if (address && network) void load()
  }, [address, network])
}
