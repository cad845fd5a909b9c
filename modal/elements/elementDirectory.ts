import type { Portico } from '../core/createPortico'
import type { ButtonSlot, ButtonSlots } from './buttonSlots'

/** What the directory needs of a button element. */
export interface PlacedButton {
  readonly element: HTMLElement
  /** The instance the host gave the element (`element.portico = portico`), if any. */
  readonly portico: Portico | undefined
  readSlot(): ButtonSlot
}

/**
 * Which mount each button element on a page renders through. Custom elements are page-wide (one
 * registry per window), so this is too: a button joins the mount of the instance it was given,
 * else the first mount; a button placed before any mount waits for one.
 *
 * @example
 * ```ts
 * const directory = new ElementDirectory()
 * const leave = directory.addMount(portico, slots)
 * directory.join(button) // rendered by that mount
 * leave()
 * ```
 */
export class ElementDirectory {
  private readonly mounts = new Map<Portico, ButtonSlots>()
  private readonly placed = new Map<PlacedButton, ButtonSlots>()
  private readonly waiting = new Set<PlacedButton>()

  /** Registers a mount and takes in the buttons waiting for it; returns the removal. */
  addMount(portico: Portico, slots: ButtonSlots): () => void {
    this.mounts.set(portico, slots)
    for (const button of [...this.waiting]) this.join(button)
    return () => {
      if (this.mounts.get(portico) !== slots) return
      this.mounts.delete(portico)
      for (const [button, owner] of [...this.placed]) {
        if (owner !== slots) continue
        this.leave(button)
        this.join(button)
      }
    }
  }

  /** A button entered the document (or was given another instance). */
  join(button: PlacedButton): void {
    this.leave(button)
    const slots = button.portico
      ? this.mounts.get(button.portico)
      : this.mounts.values().next().value
    if (!slots) {
      this.waiting.add(button)
      return
    }
    this.placed.set(button, slots)
    slots.put(button.readSlot())
  }

  /** A button's attributes changed. */
  update(button: PlacedButton): void {
    this.placed.get(button)?.put(button.readSlot())
  }

  /** A button left the document. */
  leave(button: PlacedButton): void {
    this.placed.get(button)?.remove(button.element)
    this.placed.delete(button)
    this.waiting.delete(button)
  }
}
