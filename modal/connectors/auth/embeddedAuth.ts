import { makeAutoObservable, runInAction } from 'mobx'
import type { AdapterConnection, AdapterRequest } from '../../core/chains/chainAdapter'
import type { Portico } from '../../core/createPortico'
import { featureError } from '../../core/errors/featureMessages'
import { isPorticoError, PorticoError } from '../../core/errors/porticoError'
import { runRequest } from '../../core/requests/requestFlow'
import type { AuthProviderPort } from '../../core/stores/ports'
import { EmailLogin } from './emailLogin'
import { connectionOfUser } from './embeddedUser'
import { FarcasterLogin } from './farcasterLogin'
import type { FrameClient } from './frameClient'
import type { FramePayloads, FrameReply, FrameRequestType, FrameUser } from './frameMessages'
import { openFrame } from './openFrame'
import { failureOf } from './sessionExpiry'
import { SocialLogin } from './socialLogin'
import { UpdateEmail } from './updateEmail'

/** Options of {@link EmbeddedAuth}. */
export interface EmbeddedAuthOptions {
  /**
   * The auth provider's base URL (its own origin); the frame is `${authUrl}/frame.html`.
   * Defaults to the host's `endpoints.auth`.
   */
  authUrl?: string
  /** The page the hidden frame is mounted in. */
  window: Window
}

/**
 * The embedded wallet as the rest of Portico sees it: the core's auth port (`reload`), the
 * frame's session for the auth adapter (user, RPC, sign out), and the frame itself, created
 * and loaded only on first use (the frame client is its own chunk). A frame that fails to load
 * raises "Unable to load email login dependency" and the "Invalid App Configuration" alert.
 *
 * @example
 * ```ts
 * const auth = new EmbeddedAuth(portico, { authUrl: 'https://auth.example', window })
 * portico.attachPorts({ auth })
 * ```
 */
export class EmbeddedAuth implements AuthProviderPort {
  /** The user the frame reported at connect or sync (SPEC §3 Embedded-wallet user). */
  user: FrameUser | undefined = undefined
  /** The e-mail login flow the e-mail views drive. */
  readonly emailLogin: EmailLogin
  /** The social login flow (popup to the provider, result back to the frame). */
  readonly socialLogin: SocialLogin
  /** Farcaster sign-in by QR code. */
  readonly farcasterLogin: FarcasterLogin
  /** Changing the account's e-mail (primary, then secondary code). */
  readonly updateEmail: UpdateEmail
  /** The auth provider's origin: the frame's and the social popup's. */
  readonly authOrigin: string
  private frame: Promise<FrameClient> | undefined
  /** A reload in progress: requests wait for the fresh page rather than post into the old one. */
  private reloading: Promise<void> | undefined

  private readonly options: Required<EmbeddedAuthOptions>

  constructor(
    readonly portico: Portico,
    options: EmbeddedAuthOptions,
  ) {
    // No default host: an embedded wallet without a configured provider is a setup mistake,
    // said at once rather than a frame pointed at somebody else's server.
    const authUrl = options.authUrl ?? portico.options.endpoints?.auth
    if (!authUrl) {
      throw new PorticoError('INVALID_APP_CONFIGURATION', {
        details: 'the embedded wallet needs endpoints.auth (or authUrl)',
      })
    }
    this.options = { authUrl, window: options.window }
    this.authOrigin = new URL(authUrl).origin
    this.emailLogin = new EmailLogin(this)
    this.socialLogin = new SocialLogin(this)
    this.farcasterLogin = new FarcasterLogin(this)
    this.updateEmail = new UpdateEmail(this)
    // Its unsafe requests (the only ones the gate holds) then open ApproveTransaction at once.
    portico.requests.installFlow(runRequest)
    makeAutoObservable<this, 'frame' | 'options' | 'reloading'>(
      this,
      {
        portico: false,
        frame: false,
        reloading: false,
        options: false,
        emailLogin: false,
        socialLogin: false,
        farcasterLogin: false,
        updateEmail: false,
        authOrigin: false,
      },
      { autoBind: true },
    )
  }

  /**
   * Sends one frame request, loading the frame first when needed.
   *
   * @example
   * ```ts
   * const { isConnected } = await auth.call('IS_CONNECTED', undefined)
   * ```
   */
  async call<T extends FrameRequestType>(
    type: T,
    payload: FramePayloads[T],
  ): Promise<FrameReply<T>> {
    // After a reload (one that failed dropped the frame, so a fresh one is loaded here).
    await this.reloading?.catch(() => undefined)
    const frame = await this.loadFrame()
    return frame.request(type, payload)
  }

  /**
   * The embedded account on `chainId` as an adapter connection; remembers the user.
   *
   * @example
   * ```ts
   * const connection = await auth.connectUser('31337')
   * ```
   */
  async connectUser(chainId: string): Promise<AdapterConnection> {
    const user = await this.call('GET_USER', { chainId })
    runInAction(() => {
      this.user = user
    })
    return connectionOfUser(this, user)
  }

  /**
   * Restores the embedded session after a reload; when the frame reports not connected, the
   * stored auth state is cleared (SPEC §4) and there is no connection.
   *
   * @example
   * ```ts
   * await auth.syncUser('31337') // undefined after a sign-out elsewhere
   * ```
   */
  async syncUser(chainId: string): Promise<AdapterConnection | undefined> {
    const { isConnected } = await this.call('IS_CONNECTED', undefined)
    this.portico.connection.reportEmbeddedWalletConnected(isConnected)
    return isConnected ? this.connectUser(chainId) : undefined
  }

  /** The host page's window (the frame's parent and the social popup's opener). */
  get window(): Window {
    return this.options.window
  }

  /** Signs the visitor out in the frame and forgets the user. */
  async signOut(): Promise<void> {
    runInAction(() => {
      this.user = undefined
    })
    if (this.frame) await this.call('SIGN_OUT', undefined)
  }

  /**
   * Switches the embedded account between its EOA and its smart account (SPEC §6): the frame
   * remembers the choice, the connected address changes, and SET_PREFERRED_ACCOUNT_TYPE is
   * emitted on the instance's event feed.
   *
   * @example
   * ```ts
   * await auth.setPreferredAccountType('eoa')
   * ```
   */
  async setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void> {
    // SPEC §8 (internal): the switch needs the embedded wallet connected, with an address.
    if (!this.user?.address) throw featureError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    const { address } = await this.call('SET_PREFERRED_ACCOUNT', { type })
    const { portico } = this
    portico.chains.setAccount('eip155', { preferredAccountType: type })
    portico.connection.handleAdapterEvent('eip155', { type: 'accountsChanged', address })
    portico.events.emit('SET_PREFERRED_ACCOUNT_TYPE', {
      accountType: type,
      network: portico.chains.activeCaipNetwork?.caipNetworkId,
    })
    await portico.balances.refreshNativeBalance()
  }

  /**
   * Forwards a wallet request to the embedded wallet and returns its result; a failure because
   * the frame's session ended is "Session Expired" and disconnects ({@link failureOf}). A smart
   * account is deployed on its first use: after a signature or a send, `smartAccountDeployed`
   * is read back from the frame.
   */
  async rpc(request: AdapterRequest): Promise<unknown> {
    const { result } = await this.call('RPC_REQUEST', {
      method: request.method,
      ...(request.params ? { params: request.params } : {}),
    }).catch(async (error: unknown) => {
      throw await failureOf(this, error)
    })
    const account = this.portico.chains.chains.get('eip155')?.account
    if (account?.smartAccountDeployed === false && !request.method.startsWith('eth_get')) {
      const chainId = this.portico.chains.network('eip155')?.caipNetwork?.id
      const user = await this.call('GET_USER', { chainId: chainId ?? 1 }).catch(() => undefined)
      if (user?.smartAccountDeployed !== undefined) {
        this.portico.chains.setAccount('eip155', {
          smartAccountDeployed: user.smartAccountDeployed,
        })
      }
    }
    return result
  }

  /** The core's auth port: reloads the frame (after leaving ConnectingFarcaster disconnected). */
  async reload(): Promise<void> {
    if (!this.frame) return
    // A wait that belongs to the page being left (a farcaster sign-in) ends with it.
    const frame = await this.frame
    this.reloading = frame
      .reload()
      .catch((error: unknown) => {
        this.frame = undefined
        throw error
      })
      .finally(() => {
        this.reloading = undefined
      })
    await this.reloading
  }

  private loadFrame(): Promise<FrameClient> {
    this.frame ??= openFrame(this.portico, this.options).catch((error: unknown) => {
      this.frame = undefined
      if (isPorticoError(error, 'EMAIL_LOGIN_DEPENDENCY')) {
        this.portico.alerts.show('EMBEDDED_WALLET_LOAD_FAILED')
      }
      throw error
    })
    return this.frame
  }
}
