import { makeAutoObservable, runInAction, when } from 'mobx'
import type { TimerId } from '../../core/clock/clock'
import { featureError } from '../../core/errors/featureMessages'
import { isPorticoError, PorticoError } from '../../core/errors/porticoError'
import { AUTH_CONNECTOR_ID } from '../../core/stores/connectorTypes'
import { toPorticoError } from '../../core/stores/providerErrors'
import type { SocialProvider } from '../../core/validation/auth'
import { object, optional } from '../../core/validation/schema'
import { literal, text } from '../../core/validation/schemaBounds'
import type { EmbeddedAuth } from './embeddedAuth'

/** How long the provider's window may stay open without an answer (SPEC §9: 30 s). */
export const SOCIAL_POPUP_TIMEOUT_MS = 30_000
const POLL_MS = 500

/** The one message the provider's window may send back: the result URI, or a refusal. */
const resultSchema = object({
  type: literal('@portico-social/RESULT'),
  uri: optional(text({ max: 4000 })),
  error: optional(literal('denied')),
})

/**
 * Social login through the embedded wallet (SPEC §5): the provider's sign-in page opens in a
 * popup at the frame's redirect URI; its answer (a message from that window, on the auth
 * provider's origin, of the one result shape) goes back to the frame, which connects the
 * account. A popup closed without an answer is the visitor's choice: `windowClosed` says so,
 * with no alert; a popup silent for 30 s shows the socials-timeout alert (SPEC §8), said once
 * (the alert, not the view too). The provider and username are stored (SPEC §3).
 *
 * @example
 * ```tsx
 * <button onClick={() => void auth.socialLogin.connect('google')}>Google</button>
 * ```
 */
export class SocialLogin {
  provider: SocialProvider | undefined = undefined
  error: PorticoError | undefined = undefined
  /** The last attempt ended because the visitor closed the provider's window. */
  windowClosed = false
  busy = false

  constructor(private readonly auth: EmbeddedAuth) {
    makeAutoObservable<this, 'auth'>(this, { auth: false }, { autoBind: true })
  }

  /** Call it from the click itself: the popup must open before anything is awaited. */
  async connect(provider: SocialProvider): Promise<void> {
    const { portico, window: win } = this.auth
    this.provider = provider
    this.error = undefined
    this.windowClosed = false
    this.busy = true
    // A new attempt: the last one's timeout no longer stands.
    portico.alerts.withdraw('SOCIALS_TIMEOUT')
    portico.chains.setAccount('eip155', { socialProvider: provider })
    if (!portico.modal.isOpen) portico.modal.open({ view: 'ConnectingSocial' })
    else if (portico.router.view !== 'ConnectingSocial') portico.router.push('ConnectingSocial')
    const popup = win.open('about:blank', 'portico-social', 'popup,width=480,height=640')
    try {
      if (!popup) throw new PorticoError('SOCIALS_TIMEOUT', { details: 'the popup was blocked' })
      const { uri } = await this.auth.call('GET_SOCIAL_REDIRECT_URI', { provider })
      if (!/^https?:\/\//i.test(uri)) throw featureError('AN_ERROR_OCCURRED', { details: uri })
      popup.location.href = uri
      const result = await this.waitForResult(popup)
      const user = await this.auth.call('CONNECT_SOCIAL', { uri: result })
      await portico.connection.connect('eip155', AUTH_CONNECTOR_ID)
      portico.storage.set('connectedSocial', provider)
      if (user.userName) portico.storage.set('socialUsername', user.userName)
      if (portico.signIn.isPending) portico.router.replace('SIWXSignMessage')
      else if (portico.modal.isOpen) portico.modal.close()
    } catch (error) {
      popup?.close()
      const typed = toPorticoError(error)
      runInAction(() => {
        this.error = typed
      })
      if (isPorticoError(typed, 'SOCIALS_TIMEOUT')) portico.alerts.show('SOCIALS_TIMEOUT')
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }

  private waitForResult(popup: Window): Promise<string> {
    const { window: win, authOrigin, portico } = this.auth
    const clock = portico.deps.clock
    return new Promise<string>((resolve, reject) => {
      let poll: TimerId | undefined
      let timeout: TimerId | undefined
      // Closing the modal gives the attempt up: the visitor left it.
      const closed = when(
        () => !portico.modal.isOpen,
        () => {
          done()
          reject(new PorticoError('USER_REJECTED', { details: 'the modal was closed' }))
        },
      )
      const done = () => {
        closed()
        win.removeEventListener('message', onMessage)
        clock.clearInterval(poll)
        clock.clearTimeout(timeout)
      }
      const fail = (error: PorticoError) => {
        done()
        reject(error)
      }
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== authOrigin || event.source !== popup) return
        const parsed = resultSchema(event.data)
        if (!parsed) return
        done()
        if (parsed.uri) resolve(parsed.uri)
        else reject(new PorticoError('USER_REJECTED', { details: 'social sign-in denied' }))
      }
      win.addEventListener('message', onMessage)
      poll = clock.setInterval(() => {
        if (!popup.closed) return
        // Closing the window is not a time-out (issue 36): the visitor gave the sign-in up.
        runInAction(() => {
          this.windowClosed = true
        })
        fail(new PorticoError('USER_REJECTED', { details: 'the provider window was closed' }))
      }, POLL_MS)
      timeout = clock.setTimeout(
        () => fail(new PorticoError('SOCIALS_TIMEOUT', { details: 'no answer in 30 s' })),
        SOCIAL_POPUP_TIMEOUT_MS,
      )
    })
  }
}
