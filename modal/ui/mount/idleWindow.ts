/**
 * `requestIdleCallback` as a global that may be missing (Safari): the one shape the modal's idle
 * work (the lazy mount, the layout rehearsal) reads it through. A type only: no code.
 *
 * @example
 * ```ts
 * const idle = globalThis as IdleWindow
 * idle.requestIdleCallback?.(prepare, { timeout: 1000 })
 * ```
 */
export type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number
  cancelIdleCallback?: (id: number) => void
}
