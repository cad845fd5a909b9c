import { makeAutoObservable, runInAction } from 'mobx'
import { isPorticoError, PorticoError } from '../../core/errors/porticoError'
import { AUTH_CONNECTOR_ID } from '../../core/stores/connectorTypes'
import { toPorticoError } from '../../core/stores/providerErrors'
import type { EmbeddedAuth } from './embeddedAuth'

/**
 * Farcaster sign-in through the embedded wallet: the frame's sign-in URI is shown as a QR code
 * (ConnectingFarcaster), and the frame connects once the visitor approved it on their phone.
 * Leaving the view while disconnected clears the link and reloads the frame (SPEC §2; the core
 * does that through the auth port), which aborts the wait quietly. A sign-in the phone denied
 * is `error` USER_REJECTED; `start()` again shows a new QR code.
 *
 * @example
 * ```ts
 * void auth.farcasterLogin.start() // shows ConnectingFarcaster with the QR code
 * ```
 */
export class FarcasterLogin {
  error: PorticoError | undefined = undefined

  constructor(private readonly auth: EmbeddedAuth) {
    makeAutoObservable<this, 'auth'>(this, { auth: false }, { autoBind: true })
  }

  async start(): Promise<void> {
    const { portico } = this.auth
    this.error = undefined
    if (portico.router.view !== 'ConnectingFarcaster') portico.router.push('ConnectingFarcaster')
    try {
      const { url } = await this.auth.call('GET_FARCASTER_URI', undefined)
      portico.chains.setAccount('eip155', { farcasterUrl: url, socialProvider: 'farcaster' })
      const { userName } = await this.auth.call('CONNECT_FARCASTER', undefined).catch((e) => {
        // The frame refuses the wait only when the phone did not approve the sign-in.
        if (!isPorticoError(e, 'AN_ERROR_OCCURRED')) throw e
        throw new PorticoError('USER_REJECTED', { details: e.details, cause: e })
      })
      await portico.connection.connect('eip155', AUTH_CONNECTOR_ID)
      portico.storage.set('connectedSocial', 'farcaster')
      portico.storage.set('socialUsername', userName)
      if (portico.signIn.isPending) portico.router.replace('SIWXSignMessage')
      else if (portico.modal.isOpen) portico.modal.close()
    } catch (error) {
      // Leaving the view reloads the frame, which aborts the wait: that is no failure. An abort
      // while the view is still on show is a frame that did not answer in time: it is one.
      const left = portico.router.view !== 'ConnectingFarcaster'
      if (left && isPorticoError(error, 'REQUEST_ABORTED')) return
      runInAction(() => {
        this.error = toPorticoError(error)
      })
    }
  }
}
