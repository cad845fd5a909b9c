import type { Portico } from '../../../core/createPortico'
import { swapDepsFor } from '../swapDeps'
import { SwapStore } from '../swapStore'

// One swap store per Portico instance, kept while the instance lives: the form survives moving
// between its views (form, token picker, preview). Keyed weakly, so instances share nothing.
const stores = new WeakMap<Portico, SwapStore>()

/**
 * The swap store of `portico`, created on first use.
 *
 * @example
 * ```ts
 * const swap = swapStoreFor(portico)
 * ```
 */
export function swapStoreFor(portico: Portico): SwapStore {
  let store = stores.get(portico)
  if (!store) {
    store = new SwapStore(swapDepsFor(portico))
    stores.set(portico, store)
  }
  return store
}
