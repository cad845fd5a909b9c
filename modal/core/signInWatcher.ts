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
): () => void {
  return reaction(
    () => {
      const chain = portico.chains.activeChain
      return chain?.account.status === 'connected' ? chain.account.caipAddress : undefined
    },
    (caipAddress) => {
      portico.signIn.setHasSession(false)
      if (!caipAddress) return
      load(portico)
        .then((checker) => checker.check())
        .catch((error: unknown) => portico.deps.logger.warn('siwx unavailable', error))
    },
  )
}
