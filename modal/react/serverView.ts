import { useSyncExternalStore } from 'react'
import { Portico } from '../core/createPortico'
import { createMemoryStorage } from '../core/deps'

/**
 * The instances whose provider was hydrated from server HTML, and for each of them, once its
 * `init()` is about to run, a never-initialised copy: the state the server rendered.
 */
const hydrated = new WeakSet<Portico>()
const views = new WeakMap<Portico, Portico>()

const subscribeNever = () => () => {}
const nothing = () => undefined

/**
 * Remembers that `portico`'s provider is being hydrated from server HTML (React reads a
 * store's server snapshot only on a server and while hydrating). Called by the provider.
 *
 * @example
 * ```tsx
 * function Provider({ portico }: { portico: Portico }) {
 *   useHydrationMark(portico)
 *   useEffect(() => keepServerView(portico), [portico])
 * }
 * ```
 */
export function useHydrationMark(portico: Portico): void {
  useSyncExternalStore(subscribeNever, nothing, () => {
    hydrated.add(portico)
    return undefined
  })
}

/**
 * Before `init()` changes a hydrated instance (its wallet confirms or drops the returning
 * visitor's account, the stored network is restored), keeps what the server rendered: a copy
 * made from the same options (initial state included) that is never initialised and listens to
 * nothing. Parts of the page hydrated later (a Next.js page segment under a layout's provider,
 * any Suspense boundary whose code arrives late) then hydrate against the server's state, and
 * React updates them to the live one right after, instead of failing on a mismatch (#418).
 * Does nothing on a page rendered in the browser alone.
 *
 * @example
 * ```ts
 * keepServerView(portico)
 * await portico.init()
 * serverView(portico).chains.status('eip155') // still 'connecting', as the server rendered it
 * ```
 */
export function keepServerView(portico: Portico): void {
  if (!hydrated.has(portico) || views.has(portico)) return
  const copy = new Portico(
    portico.options,
    { ...portico.deps, storage: createMemoryStorage() },
    { prefix: portico.storage.prefix, release() {} },
  )
  copy.destroy() // no watcher, no timer: the copy only answers reads
  views.set(portico, copy)
}

/**
 * What a hook's server snapshot reads: the instance as the server rendered it once
 * {@link keepServerView} kept it, else the instance itself (on the server, and before `init()`).
 *
 * @example
 * ```ts
 * useSyncExternalStore(subscribe, () => read(portico), () => read(serverView(portico)))
 * ```
 */
export function serverView(portico: Portico): Portico {
  return views.get(portico) ?? portico
}
