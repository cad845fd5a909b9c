import type { CaipNetworkId, ChainNamespace } from '../core/caip/types'
import { usePorticoValue } from './usePorticoValue'

/**
 * The modal's state, as {@link usePorticoState} reports it.
 *
 * @example
 * ```ts
 * const { open, selectedNetworkId }: PorticoState = usePorticoState()
 * ```
 */
export interface PorticoState {
  /** Whether the modal is open. */
  open: boolean
  /** The CAIP id of the active network. */
  selectedNetworkId: CaipNetworkId | undefined
  /** The active namespace. */
  activeChain: ChainNamespace | undefined
  /** The loading flag of the active namespace. */
  loading: boolean
}

/**
 * Whether the modal is open, the selected network, the active chain and the loading flag.
 *
 * @example
 * ```tsx
 * function ModalStatus() {
 *   const { open, selectedNetworkId } = usePorticoState()
 *   return <p>{open ? 'Modal open' : 'Modal closed'} on {selectedNetworkId}</p>
 * }
 * ```
 */
export function usePorticoState(): PorticoState {
  return usePorticoValue(
    (portico): PorticoState => ({
      open: portico.modal.isOpen,
      selectedNetworkId: portico.chains.activeCaipNetwork?.caipNetworkId,
      activeChain: portico.chains.activeNamespace,
      loading: portico.modal.isLoading,
    }),
  )
}
