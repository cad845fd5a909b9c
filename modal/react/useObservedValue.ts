import { compareStructural, reaction, toJS } from 'mobx'
import { useMemo, useSyncExternalStore } from 'react'

/** A value read from MobX stores, offered in the shape `useSyncExternalStore` wants. */
export interface ObservedSource<T> {
  subscribe(onChange: () => void): () => void
  getSnapshot(): T
  /** The value as the server rendered it (see {@link observedSource}'s `serverSelect`). */
  getServerSnapshot(): T
}

/**
 * Wraps a selector over MobX state as an external store. The snapshot is a plain copy
 * (`toJS`), and the previous copy is kept while the new one is structurally equal, so
 * `getSnapshot` is stable between changes (React requires that) yet never stale: it reads the
 * stores on every call, which is what keeps concurrent renders from tearing.
 *
 * `serverSelect` reads the state the server rendered, which hydration must reproduce even when
 * the live state has moved on (a provider's `init()` ran before this part hydrated); without
 * it the server snapshot is the live one. While both agree, the live snapshot is returned, so
 * hydration is followed by no extra render.
 *
 * @example
 * ```ts
 * const source = observedSource(() => portico.modal.isOpen)
 * const off = source.subscribe(() => console.log(source.getSnapshot()))
 * ```
 */
export function observedSource<T>(select: () => T, serverSelect?: () => T): ObservedSource<T> {
  const read = () => toJS(select())
  let current = read()
  const getSnapshot = () => {
    const next = read()
    if (!compareStructural(next, current)) current = next
    return current
  }
  let server = current
  const getServerSnapshot = () => {
    const next = toJS(serverSelect!())
    if (compareStructural(next, getSnapshot())) return current
    if (!compareStructural(next, server)) server = next
    return server
  }
  return {
    subscribe: (onChange) =>
      reaction(read, onChange, { equals: compareStructural, fireImmediately: false }),
    getSnapshot,
    getServerSnapshot: serverSelect ? getServerSnapshot : getSnapshot,
  }
}

/**
 * Reads `select` over MobX stores and re-renders when its result changes (structurally).
 * `deps` are the inputs of `select` (and of `serverSelect`) besides the stores (the namespace,
 * say). `serverSelect`, when given, is what hydration reads: the state the server rendered.
 *
 * @example
 * ```tsx
 * const isOpen = useObservedValue(() => portico.modal.isOpen, [portico])
 * ```
 */
export function useObservedValue<T>(
  select: () => T,
  deps: readonly unknown[],
  serverSelect?: () => T,
): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` are exactly select's inputs.
  const source = useMemo(() => observedSource(select, serverSelect), deps)
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getServerSnapshot)
}
