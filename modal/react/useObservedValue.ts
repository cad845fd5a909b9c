import { compareStructural, reaction, toJS } from 'mobx'
import { useMemo, useSyncExternalStore } from 'react'

/** A value read from MobX stores, offered in the shape `useSyncExternalStore` wants. */
export interface ObservedSource<T> {
  subscribe(onChange: () => void): () => void
  getSnapshot(): T
}

/**
 * Wraps a selector over MobX state as an external store. The snapshot is a plain copy
 * (`toJS`), and the previous copy is kept while the new one is structurally equal, so
 * `getSnapshot` is stable between changes (React requires that) yet never stale: it reads the
 * stores on every call, which is what keeps concurrent renders from tearing.
 *
 * @example
 * ```ts
 * const source = observedSource(() => portico.modal.isOpen)
 * const off = source.subscribe(() => console.log(source.getSnapshot()))
 * ```
 */
export function observedSource<T>(select: () => T): ObservedSource<T> {
  const read = () => toJS(select())
  let current = read()
  return {
    subscribe: (onChange) =>
      reaction(read, onChange, { equals: compareStructural, fireImmediately: false }),
    getSnapshot: () => {
      const next = read()
      if (!compareStructural(next, current)) current = next
      return current
    },
  }
}

/**
 * Reads `select` over MobX stores and re-renders when its result changes (structurally).
 * `deps` are the inputs of `select` besides the stores (the namespace, say).
 *
 * @example
 * ```tsx
 * const isOpen = useObservedValue(() => portico.modal.isOpen, [portico])
 * ```
 */
export function useObservedValue<T>(select: () => T, deps: readonly unknown[]): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` are exactly select's inputs.
  const source = useMemo(() => observedSource(select), deps)
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot)
}
