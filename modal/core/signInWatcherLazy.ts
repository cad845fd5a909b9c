import type { Portico } from './createPortico'

/**
 * The sign-in watcher with its code in a lazy chunk: only an instance with a `siwx` option
 * runs it, so a page without one never downloads it, and one with it loads it at creation.
 * An account that connects before the code has arrived is checked as soon as it has (the
 * watcher catches up). A failed import is logged; stopping before the load is honoured.
 *
 * @example
 * ```ts
 * if (portico.options.siwx) watchers.push(['siwx', watchSignInLazily(portico)])
 * ```
 */
export function watchSignInLazily(portico: Portico): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  import('./signInWatcher').then(
    ({ watchSignIn }) => {
      if (!stopped) stop = watchSignIn(portico, undefined, { catchUp: true })
    },
    (error: unknown) => portico.deps.logger.warn('siwx unavailable', error),
  )
  return () => {
    stopped = true
    stop?.()
  }
}
