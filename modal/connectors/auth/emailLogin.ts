import { makeAutoObservable, runInAction } from 'mobx'
import type { TimerId } from '../../core/clock/clock'
import { formatMessage } from '../../core/errors/catalogue'
import { featureError } from '../../core/errors/featureMessages'
import type { PorticoError } from '../../core/errors/porticoError'
import { AUTH_CONNECTOR_ID } from '../../core/stores/connectorTypes'
import { isEmail, isOtp } from '../../core/validation/auth'
import type { EmbeddedAuth } from './embeddedAuth'
import { runStep } from './flowStep'

/** SPEC §9: e-mail login can be triggered at most once per 30 s. */
export const EMAIL_THROTTLE_MS = 30_000

/**
 * The e-mail login flow (SPEC §5, §9): the address (format checked), then either the OTP
 * straight away or first a new-device approval (VERIFY_DEVICE → VERIFY_OTP → CONNECT), then
 * the connection through the core. Sending (and resending) a code is allowed once per 30 s;
 * a refused attempt shows "Please try again after N seconds", counting down on the clock.
 *
 * @example
 * ```ts
 * await auth.emailLogin.submitEmail('ada@example.com') // opens EmailVerifyOtp
 * await auth.emailLogin.submitOtp('123456') // connected, modal closed
 * ```
 */
export class EmailLogin {
  email = ''
  error: PorticoError | undefined = undefined
  busy = false
  /** The clock's time as last read; ticks each second while a refusal is on show. */
  now: number
  /** When the last code was sent (mirrors the stored lastEmailLoginTime, observably). */
  lastSent: number | undefined = undefined
  private refused = false
  private ticker: TimerId | undefined

  constructor(private readonly auth: EmbeddedAuth) {
    this.now = auth.portico.deps.clock.now()
    makeAutoObservable<this, 'auth' | 'ticker'>(
      this,
      { auth: false, ticker: false },
      { autoBind: true },
    )
  }

  /** Whole seconds until the next code may be sent (0 when it may). */
  get secondsLeft(): number {
    const last = this.lastSent
    if (last === undefined) return 0
    return Math.max(0, Math.ceil((last + EMAIL_THROTTLE_MS - this.now) / 1000))
  }

  /** "Please try again after N seconds" while a refused attempt waits, else undefined. */
  get throttleMessage(): string | undefined {
    const seconds = this.secondsLeft
    return this.refused && seconds > 0 ? formatMessage('EMAIL_THROTTLED', { seconds }) : undefined
  }

  /** Sends the code to `email` (or refuses: bad format, or within 30 s of the last send). */
  async submitEmail(email: string): Promise<void> {
    const { portico } = this.auth
    this.error = undefined
    this.email = email.trim()
    if (!isEmail(this.email)) {
      this.error = featureError('INVALID_INPUT', { details: 'e-mail format' })
      return
    }
    if (!this.mayResend()) return
    this.lastSent = this.now
    portico.storage.set('lastEmailLoginTime', this.now)
    const reply = await runStep(this, () => this.auth.call('CONNECT_EMAIL', { email: this.email }))
    if (!reply) return
    portico.router.push(reply.action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp')
  }

  /** Sends a fresh code to the same address (throttled like the first). */
  resend(): Promise<void> {
    return this.submitEmail(this.email)
  }

  /** Waits until the visitor approved this device from the e-mail, then asks for the OTP. */
  async waitForDevice(): Promise<void> {
    const done = await runStep(this, () => this.auth.call('CONNECT_DEVICE', undefined))
    if (done) this.auth.portico.router.replace('EmailVerifyOtp')
  }

  /** Checks the one-time code, then connects the embedded account. */
  async submitOtp(otp: string): Promise<void> {
    if (!isOtp(otp) || otp.trim() === '') return
    this.error = undefined
    const checked = await runStep(this, () => this.auth.call('CONNECT_OTP', { otp: otp.trim() }))
    if (!checked) return
    const { portico } = this.auth
    const connected = await runStep(this, () =>
      portico.connection.connect('eip155', AUTH_CONNECTOR_ID),
    )
    if (!connected) return
    portico.storage.set('emailLoginUsed', true)
    portico.storage.set('email', this.email)
    if (portico.signIn.isPending) portico.router.replace('SIWXSignMessage')
    else if (portico.modal.isOpen) portico.modal.close()
  }

  private mayResend(): boolean {
    // The stored time counts too: a reload must not reset the throttle (SPEC §9).
    this.lastSent = this.auth.portico.storage.get('lastEmailLoginTime')
    this.now = this.auth.portico.deps.clock.now()
    if (this.secondsLeft === 0) {
      this.refused = false
      return true
    }
    this.refused = true
    this.tick()
    return false
  }

  private tick(): void {
    const clock = this.auth.portico.deps.clock
    clock.clearInterval(this.ticker)
    this.ticker = clock.setInterval(() => {
      runInAction(() => {
        this.now = clock.now()
        if (this.secondsLeft > 0) return
        this.refused = false
        clock.clearInterval(this.ticker)
      })
    }, 1000)
  }
}
