import type { PorticoButtonSize } from '../react/porticoButtonRender'

/**
 * The three buttons a page without React can place, as custom elements.
 *
 * @example
 * ```ts
 * const variant: ButtonVariant = PORTICO_ELEMENT_TAGS['portico-network-button'] // 'network'
 * ```
 */
export type ButtonVariant = 'connect' | 'account' | 'network'

/** One placed button element and what its attributes ask for. */
export interface ButtonSlot {
  readonly element: HTMLElement
  readonly key: string
  readonly variant: ButtonVariant
  readonly label?: string
  readonly size?: PorticoButtonSize
  readonly showBalance?: boolean
}

/**
 * The button elements one mount renders into, as an external store for `useSyncExternalStore`:
 * the snapshot is a new array on each change and the same one between changes.
 *
 * @example
 * ```ts
 * const slots = new ButtonSlots()
 * const stop = slots.subscribe(() => console.log(slots.snapshot().length))
 * slots.put({ element, key: 'b1', variant: 'connect' })
 * stop()
 * ```
 */
export class ButtonSlots {
  private slots: readonly ButtonSlot[] = []
  private readonly listeners = new Set<() => void>()

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly snapshot = (): readonly ButtonSlot[] => this.slots

  /** Adds the element's slot, or replaces it (an attribute changed). */
  put(slot: ButtonSlot): void {
    const others = this.slots.filter((s) => s.element !== slot.element)
    this.slots = [...others, slot]
    this.changed()
  }

  remove(element: HTMLElement): void {
    if (!this.slots.some((s) => s.element === element)) return
    this.slots = this.slots.filter((s) => s.element !== element)
    this.changed()
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener()
  }
}
