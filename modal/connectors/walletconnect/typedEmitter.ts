/**
 * A minimal typed event emitter: one listener set per event name. A listener that throws does
 * not stop the others.
 *
 * @example
 * ```ts
 * const events = new TypedEmitter<{ uri: string }>()
 * const off = events.on('uri', (uri) => console.log(uri))
 * events.emit('uri', 'wc:…')
 * off()
 * ```
 */
export class TypedEmitter<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<(value: never) => void>>()

  on<K extends keyof Events>(event: K, listener: (value: Events[K]) => void): () => void {
    let set = this.listeners.get(event)
    if (!set) {
      set = new Set()
      this.listeners.set(event, set)
    }
    set.add(listener as (value: never) => void)
    return () => set.delete(listener as (value: never) => void)
  }

  emit<K extends keyof Events>(event: K, value: Events[K]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        ;(listener as (value: Events[K]) => void)(value)
      } catch {
        // One faulty listener must not starve the rest.
      }
    }
  }

  clear(): void {
    this.listeners.clear()
  }
}
