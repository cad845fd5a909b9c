import { makeAutoObservable } from 'mobx'
import { featureError } from '../../core/errors/featureMessages'
import type { PorticoError } from '../../core/errors/porticoError'
import { isEmail } from '../../core/validation/auth'
import type { EmbeddedAuth } from './embeddedAuth'
import { runStep } from './flowStep'

/** Where the e-mail update stands: the new address, then the code to each address. */
export type UpdateEmailStep = 'email' | 'primary' | 'secondary'

/**
 * Updating the embedded wallet's e-mail (SPEC §5, §7): the new address (format checked), the
 * code sent to the current address (VERIFY_PRIMARY_OTP), then the one sent to the new address
 * (VERIFY_SECONDARY_OTP), after which the frame returns the new e-mail, which is stored.
 *
 * @example
 * ```ts
 * await auth.updateEmail.submitEmail('new@example.com')
 * await auth.updateEmail.submitOtp(primaryCode)
 * await auth.updateEmail.submitOtp(secondaryCode) // back on Account, new e-mail shown
 * ```
 */
export class UpdateEmail {
  step: UpdateEmailStep = 'email'
  newEmail = ''
  error: PorticoError | undefined = undefined
  busy = false

  constructor(private readonly auth: EmbeddedAuth) {
    makeAutoObservable<this, 'auth'>(this, { auth: false }, { autoBind: true })
  }

  /** Starts over (the view calls it when it opens). */
  reset(): void {
    this.step = 'email'
    this.newEmail = ''
    this.error = undefined
  }

  async submitEmail(email: string): Promise<void> {
    this.error = undefined
    this.newEmail = email.trim()
    if (!isEmail(this.newEmail)) {
      this.error = featureError('INVALID_INPUT', { details: 'e-mail format' })
      return
    }
    const reply = await runStep(this, () =>
      this.auth.call('UPDATE_EMAIL', { email: this.newEmail }),
    )
    if (reply) this.step = reply.action === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary'
  }

  async submitOtp(otp: string): Promise<void> {
    if (otp.trim() === '') return
    this.error = undefined
    if (this.step === 'primary') {
      const ok = await runStep(this, () =>
        this.auth.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: otp.trim() }),
      )
      if (ok) this.step = 'secondary'
      return
    }
    const reply = await runStep(this, () =>
      this.auth.call('UPDATE_EMAIL_SECONDARY_OTP', { otp: otp.trim() }),
    )
    if (!reply) return
    const { portico } = this.auth
    portico.storage.set('email', reply.newEmail)
    const user = portico.chains.chains.get('eip155')?.account.user
    portico.chains.setAccount('eip155', { user: { ...user, email: reply.newEmail } })
    this.reset()
    portico.router.goBack()
  }
}
