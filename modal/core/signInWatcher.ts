import { reaction } from 'mobx'
import type { Portico } from './createPortico'

/** What the watcher asks of the SIWX feature, loaded on the first connection. */
export interface SignInChecker {
  check(): Promise<void>
}

const loadSiwx = async (portico: Portico): Promise<SignInChecker> =>
  (await import('../features/siwx/siwxStore')).siwxStoreOf(portico)

/**
 * With a `siwx` option, watches the connected account of the active namespace: every new
 * account or chain forgets the session flag (so a required sign-in guards the modal at once)
 * and asks the SIWX feature, loaded on demand, whether a session exists (SPEC §4: on connect,
 * and on a switch to a chain with no session). Returns the stop function.
 *
 * @example
 * ```ts
 * const stop = watchSignIn(portico)
 * ```
 */
export function watchSignIn(
  portico: Portico,
  load: (portico: Portico) => Promise<SignInChecker> = loadSiwx,
  options: { catchUp?: boolean } = {},
): () => void {
  const connected = () => {
    const chain = portico.chains.activeChain
    return chain?.account.status === 'connected' ? chain.account.caipAddress : undefined
  }
  const onAccount = (caipAddress: string | undefined) => {
    portico.signIn.setHasSession(false)
    if (!caipAddress) return
    load(portico)
      .then((checker) => checker.check())
      .catch((error: unknown) => portico.deps.logger.warn('siwx unavailable', error))
  }
  const stop = reaction(connected, onAccount)
  // Started late (its code loaded after the instance was made): an account that connected in
  // the meantime is treated as the change the watcher would have seen.
  const now = options.catchUp ? connected() : undefined
  if (now) onAccount(now)
  return stop
}
