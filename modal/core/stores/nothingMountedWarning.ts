/**
 * What `open()` says when nothing on the page shows the modal: no PorticoProvider (portico/react)
 * and no mountPortico (portico/elements) has taken the instance. It loads only when it is given
 * (see `ViewMounts`), so its text is not start-up script.
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
