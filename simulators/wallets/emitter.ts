type Listener = (payload: never) => void

/**
 * The small event emitter behind a simulated provider's `on` / `removeListener` (EIP-1193's
 * event API). A throwing listener does not stop the others, as with Node's emitter guarded.
 *
 * @example
 * ```ts
 * const events = new ProviderEvents()
 * events.on('chainChanged', (chainId: string) => console.log(chainId))
 * events.emit('chainChanged', '0x1')
 * ```
 */
export class ProviderEvents {
  private readonly listeners = new Map<string, Set<Listener>>()

  on(event: string, listener: Listener): void {
    let set = this.listeners.get(event)
    if (!set) {
      set = new Set()
      this.listeners.set(event, set)
    }
    set.add(listener)
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener)
  }

  emit(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        ;(listener as (value: unknown) => void)(payload)
      } catch {
        // A dapp's broken listener must not break the wallet or the other listeners.
      }
    }
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0
  }
}
