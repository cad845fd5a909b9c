/**
 * Counts what shows an instance's modal (a provider, a page mount). `open()` on an instance
 * nothing has mounted only sets `isOpen`, so it warns, once per instance, when nothing has
 * mounted by the end of the current task's work (a React child's effect may open before its
 * provider's effect mounts). The warning's text (`NOTHING_MOUNTED_WARNING`) loads only then.
 *
 * @example
 * ```ts
 * const views = new ViewMounts((message) => logger.warn(message))
 * const detach = views.attach()
 * views.checkOpened() // mounted: no warning
 * await views.checked()
 * detach()
 * ```
 */
export class ViewMounts {
  private count = 0
  private warned = false
  private check: Promise<void> = Promise.resolve()

  constructor(private readonly warn: (message: string) => void) {}

  /** True while at least one provider or page mount shows the modal. */
  get mounted(): boolean {
    return this.count > 0
  }

  /** Records a mount; returns its detach (safe to call twice). */
  attach(): () => void {
    this.count += 1
    let attached = true
    return () => {
      if (!attached) return
      attached = false
      this.count -= 1
    }
  }

  /** Called when the modal opens: warns once if nothing has mounted by the end of the task. */
  checkOpened(): void {
    if (this.warned || this.mounted) return
    this.check = new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => {
      if (this.warned || this.mounted) return
      this.warned = true
      return import('./nothingMountedWarning').then(
        ({ NOTHING_MOUNTED_WARNING }) => this.warn(NOTHING_MOUNTED_WARNING),
        () => undefined, // its chunk did not load: nothing to say it with
      )
    })
  }

  /**
   * Resolves once the last {@link ViewMounts.checkOpened} has decided, and warned if it had to.
   *
   * @example
   * ```ts
   * portico.open()
   * await portico.modal.views.checked()
   * ```
   */
  checked(): Promise<void> {
    return this.check
  }
}
