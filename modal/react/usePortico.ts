import { useMemo } from 'react'
import type { ChainNamespace } from '../core/caip/types'
import type { ViewName } from '../core/stores/routerStore'
import { usePorticoInstance } from './PorticoContext'

/**
 * Options of {@link UsePorticoResult.open}.
 *
 * @example
 * ```ts
 * usePortico().open({ view: 'Networks' } satisfies OpenModalOptions)
 * ```
 */
export interface OpenModalOptions {
  /** The view to open on; by default Account when connected, else Connect (SPEC §2). */
  view?: ViewName
  /** Makes this namespace active and lists only its wallets. */
  namespace?: ChainNamespace
}

/**
 * What {@link usePortico} returns; both functions keep their identity across renders.
 *
 * @example
 * ```ts
 * const { open, close } = usePortico()
 * open({ view: 'Account' })
 * ```
 */
export interface UsePorticoResult {
  open(options?: OpenModalOptions): void
  /** Closes the modal; false when closing is refused (a required sign-in is pending). */
  close(): boolean
}

/**
 * Opens and closes the modal of the nearest {@link PorticoProvider}.
 *
 * @example
 * ```tsx
 * function ChooseNetwork() {
 *   const { open } = usePortico()
 *   return <button type="button" onClick={() => open({ view: 'Networks' })}>Network</button>
 * }
 * ```
 */
export function usePortico(): UsePorticoResult {
  const portico = usePorticoInstance()
  return useMemo(
    () => ({
      open: (options?: OpenModalOptions) => portico.open(options),
      close: () => portico.close(),
    }),
    [portico],
  )
}
