import { makeAutoObservable } from 'mobx'

/**
 * Whether sign-in with the wallet (SIWX) is required and whether a session exists. The SIWX
 * capability updates `hasSession`; the modal reads both to decide if it may close (SPEC §4).
 *
 * @example
 * ```ts
 * portico.signIn.setHasSession(true)
 * portico.signIn.isPending // false
 * ```
 */
export class SignInStore {
  readonly required: boolean
  hasSession = false

  constructor(required: boolean) {
    this.required = required
    makeAutoObservable(this, { required: false }, { autoBind: true })
  }

  /** True when sign-in is required and no session exists. */
  get isPending(): boolean {
    return this.required && !this.hasSession
  }

  /**
   * Records whether a sign-in session exists for the connected account.
   *
   * @example
   * ```ts
   * portico.signIn.setHasSession(false)
   * ```
   */
  setHasSession(hasSession: boolean): void {
    this.hasSession = hasSession
  }
}
