/** Where the host page notes which replay its storage belongs to (per tab, per origin). */
export const FRESH_RUN_KEY = 'portico-lab:fresh-run'

/**
 * A replay starts from a first visit on this origin, whatever ran before it in the same tab:
 * on the first load of `?scenario=ID&run=N` the page's local and session storage are emptied
 * (the previous page's wallet memory, Portico keys and WalletConnect records), before any
 * wallet or Portico reads them. A reload within the same replay (a step that returns RELOAD)
 * keeps them, since that is what the step tests. Without this, the lab's Run all (and any
 * runner that reuses the lab page) starts each scenario from whatever the previous one left;
 * a frame that is replaced writes its wallet memory on `pagehide`, after any outside clear.
 * Returns true when it emptied the storage.
 *
 * @example
 * ```ts
 * startFreshReplay(window) // first thing the lab's host page does
 * ```
 */
export function startFreshReplay(
  win: Pick<Window, 'location' | 'localStorage' | 'sessionStorage'>,
): boolean {
  const params = new URL(win.location.href).searchParams
  const id = params.get('scenario')
  if (id === null) return false
  const marker = `${id}:${params.get('run') ?? ''}`
  if (win.sessionStorage.getItem(FRESH_RUN_KEY) === marker) return false
  win.localStorage.clear()
  win.sessionStorage.clear()
  win.sessionStorage.setItem(FRESH_RUN_KEY, marker)
  return true
}
