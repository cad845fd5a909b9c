import { makeAutoObservable, type ObservableMap, observable } from 'mobx'
import type { ChainNamespace } from '../caip/types'
import type { ChainAdapter, ChainAdapterLoader } from '../chains/chainAdapter'
import { PorticoError } from '../errors/porticoError'

/**
 * Chain adapters keyed by namespace, each registered as a loader and loaded on first use, so a
 * chain library is fetched only when its namespace is used (ARCHITECTURE rule 3).
 *
 * @example
 * ```ts
 * portico.adapters.register('solana', () => import('../../chains/solana').then((m) => m.createAdapter()))
 * const adapter = await portico.adapters.load('solana')
 * ```
 */
export class AdapterRegistry {
  private readonly loaders: ObservableMap<ChainNamespace, ChainAdapterLoader>
  private readonly loading = new Map<ChainNamespace, Promise<ChainAdapter>>()
  /** Adapters already loaded. */
  readonly loaded = observable.map<ChainNamespace, ChainAdapter>(undefined, { deep: false })

  constructor(
    loaders: Partial<Record<ChainNamespace, ChainAdapterLoader>>,
    private readonly onLoad: (adapter: ChainAdapter) => void,
  ) {
    // Shallow: a loader must stay the host's own function, not a MobX-wrapped action.
    this.loaders = observable.map(
      Object.entries(loaders) as [ChainNamespace, ChainAdapterLoader][],
      { deep: false },
    )
    makeAutoObservable<this, 'loading' | 'onLoad'>(
      this,
      { loading: false, onLoad: false, load: false },
      { autoBind: true },
    )
  }

  /** Namespaces with a registered adapter, loaded or not. */
  get namespaces(): ChainNamespace[] {
    return [...this.loaders.keys()]
  }

  get isEmpty(): boolean {
    return this.loaders.size === 0
  }

  has(namespace: ChainNamespace): boolean {
    return this.loaders.has(namespace)
  }

  /** The adapter of `namespace` if it is already loaded; never loads. */
  get(namespace: ChainNamespace): ChainAdapter | undefined {
    return this.loaded.get(namespace)
  }

  /**
   * Loads (once) and returns the adapter of `namespace`. Throws `ADAPTER_NOT_FOUND` when none is
   * registered; a loader that fails may be retried by calling again.
   *
   * @example
   * ```ts
   * const adapter = await portico.adapters.load('eip155')
   * ```
   */
  async load(namespace: ChainNamespace): Promise<ChainAdapter> {
    const ready = this.loaded.get(namespace)
    if (ready) return ready
    const loader = this.loaders.get(namespace)
    if (!loader) throw new PorticoError('ADAPTER_NOT_FOUND', { details: namespace })
    let pending = this.loading.get(namespace)
    if (!pending) {
      pending = loader()
      this.loading.set(namespace, pending)
    }
    try {
      const adapter = await pending
      if (this.loaders.get(namespace) === loader && !this.loaded.has(namespace)) {
        this.markLoaded(namespace, adapter)
      }
      return adapter
    } catch (error) {
      throw new PorticoError('ADAPTER_NOT_FOUND', { details: namespace, cause: error })
    } finally {
      this.loading.delete(namespace)
    }
  }

  /**
   * Registers (or replaces) the loader of a namespace.
   *
   * @example
   * ```ts
   * portico.adapters.register('bip122', loadBitcoinAdapter)
   * ```
   */
  register(namespace: ChainNamespace, loader: ChainAdapterLoader): void {
    this.loaders.set(namespace, loader)
    this.loaded.delete(namespace)
  }

  /**
   * Forgets the adapter of a namespace. Prefer `portico.networks.removeAdapter`, which also
   * moves the active chain.
   *
   * @example
   * ```ts
   * portico.adapters.unregister('bip122')
   * ```
   */
  unregister(namespace: ChainNamespace): void {
    this.loaders.delete(namespace)
    this.loaded.delete(namespace)
  }

  private markLoaded(namespace: ChainNamespace, adapter: ChainAdapter): void {
    this.loaded.set(namespace, adapter)
    this.onLoad(adapter)
  }
}
