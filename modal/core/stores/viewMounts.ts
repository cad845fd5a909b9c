/**
 * What `open()` says when nothing on the page shows the modal: no PorticoProvider (portico/react)
 * and no mountPortico (portico/elements) has taken the instance.
 *
 * @example
 * ```ts
 * const logger = { debug() {}, error() {}, warn: (message: string) => {
 *   if (message === NOTHING_MOUNTED_WARNING) reportToMonitoring(message)
 * } }
 * ```
 */
export const NOTHING_MOUNTED_WARNING =
  'portico: open() was called, but nothing shows this instance: wrap the app in <PorticoProvider portico={portico}> (portico/react), or call mountPortico(portico) (portico/elements) on a page without React.'

/**
 * Counts what shows an instance's modal (a provider, a page mount). `open()` on an instance
 * nothing has mounted only sets `isOpen`, so it warns, once per instance, after the current
 * task's work (a React child's effect may open before its provider's effect mounts).
 *
 * @example
 * ```ts
 * const views = new ViewMounts((message) => logger.warn(message))
 * const detach = views.attach()
 * views.checkOpened() // mounted: no warning
 * detach()
 * ```
 */
export class ViewMounts {
  private count = 0
  private warned = false

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
    queueMicrotask(() => {
      if (this.warned || this.mounted) return
      this.warned = true
      this.warn(NOTHING_MOUNTED_WARNING)
    })
  }
}
