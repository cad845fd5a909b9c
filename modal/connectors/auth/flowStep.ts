import { runInAction } from 'mobx'
import type { PorticoError } from '../../core/errors/porticoError'
import { toPorticoError } from '../../core/stores/providerErrors'

/** The observable state every auth flow shows: a busy flag and the last typed error. */
export interface FlowState {
  busy: boolean
  error: PorticoError | undefined
}

/**
 * Runs one step of an auth flow with `busy` set; a failure lands in `error` (typed) and
 * yields undefined, so the caller stops without a try/catch of its own.
 *
 * @example
 * ```ts
 * const reply = await runStep(this, () => auth.call('CONNECT_OTP', { otp }))
 * if (!reply) return
 * ```
 */
export async function runStep<T>(state: FlowState, work: () => Promise<T>): Promise<T | undefined> {
  runInAction(() => {
    state.busy = true
  })
  try {
    return await work()
  } catch (error) {
    runInAction(() => {
      state.error = toPorticoError(error)
    })
    return undefined
  } finally {
    runInAction(() => {
      state.busy = false
    })
  }
}
