import { createContext, useContext } from 'react'
import type { Portico } from '../core/createPortico'
import { PorticoError } from '../core/errors/porticoError'
import type { PorticoEventFeed } from './porticoEvents'

/** What a {@link PorticoProvider} hands down: the instance and its event feed. */
export interface PorticoContextValue {
  portico: Portico
  events: PorticoEventFeed
}

/** Undefined outside a provider. */
export const PorticoContext = createContext<PorticoContextValue | undefined>(undefined)

/**
 * The nearest provider's value. Throws PROVIDER_MISSING outside one, so that a forgotten
 * provider fails loudly at the first render instead of rendering an empty button.
 *
 * @example
 * ```tsx
 * const { portico } = usePorticoContext()
 * ```
 */
export function usePorticoContext(): PorticoContextValue {
  const value = useContext(PorticoContext)
  if (!value) throw new PorticoError('PROVIDER_MISSING')
  return value
}

/**
 * The Portico instance of the nearest provider, for what the hooks do not cover.
 *
 * @example
 * ```tsx
 * function OpenNetworks() {
 *   const portico = usePorticoInstance()
 *   return <button type="button" onClick={() => portico.open({ view: 'Networks' })}>Networks</button>
 * }
 * ```
 */
export function usePorticoInstance(): Portico {
  return usePorticoContext().portico
}
