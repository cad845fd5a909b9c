import type { Portico } from '../createPortico'

/**
 * One lazily created object per Portico instance (a feature's store): two instances on a page
 * never share it, and it goes away with its instance.
 *
 * @example
 * ```ts
 * export const namesStoreOf = perInstance((portico) => new NamesStore(portico))
 * namesStoreOf(portico) === namesStoreOf(portico) // true
 * ```
 */
export function perInstance<T extends object>(create: (portico: Portico) => T) {
  const made = new WeakMap<Portico, T>()
  return (portico: Portico): T => {
    let value = made.get(portico)
    if (!value) {
      value = create(portico)
      made.set(portico, value)
    }
    return value
  }
}
