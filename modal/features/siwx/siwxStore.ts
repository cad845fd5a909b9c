import { makeAutoObservable, runInAction } from 'mobx'
import type { ChainAdapter } from '../../core/chains/chainAdapter'
import type { Portico } from '../../core/createPortico'
import type { ErrorCode } from '../../core/errors/catalogue'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import type { PorticoEventName } from '../../core/events/eventFeed'
import type { SiwxMessage } from '../../core/options/siwxTypes'
import { perInstance } from '../../core/stores/perInstance'
import { prepareSiwxMessage, type SiwxTarget } from './siwxPrepare'

/** idle: nothing under way; checking: reading sessions; signing: waiting for the wallet. */
export type SiwxStatus = 'idle' | 'checking' | 'signing'

type Target = SiwxTarget

/**
 * Sign-in with the wallet (SPEC §4 SIWX) over the host's `siwx` config: on connect (and on each
 * change of chain or address) it reads the sessions; with none it opens SIWXSignMessage. Sign
 * creates the message, asks the wallet, stores the session and closes the modal; Cancel
 * disconnects when sign-in is required, else closes. Errors use the SPEC §8 wording.
 *
 * @example
 * ```ts
 * const siwx = siwxStoreOf(portico)
 * await siwx.check() // opens SIWXSignMessage when the account has no session
 * await siwx.sign()  // "Authenticating..." → session stored → modal closed
 * ```
 */
export class SiwxStore {
  status: SiwxStatus = 'idle'
  /** The last failure's catalogue code, shown in the view. */
  errorCode: ErrorCode | undefined = undefined
  private checks = 0

  constructor(private readonly portico: Portico) {
    makeAutoObservable<this, 'portico' | 'checks' | 'promptView'>(
      this,
      { portico: false, checks: false, promptView: false },
      { autoBind: true },
    )
  }

  /** The connected account on the active namespace, when its adapter can sign messages. */
  get target(): Target | undefined {
    const { chains, adapters } = this.portico
    const chain = chains.activeChain
    const network = chain?.network.caipNetwork
    const address = chain?.account.address
    if (!chain || !network || !address || chain.account.status !== 'connected') return undefined
    if (!adapters.get(chain.namespace)?.signMessage) return undefined
    return { namespace: chain.namespace, address, chainId: network.caipNetworkId }
  }

  /** True when the connected account is a smart account (SPEC §8 wording differs). */
  get isSmartAccount(): boolean {
    const account = this.portico.chains.activeChain?.account
    const address = account?.address?.toLowerCase()
    return (
      account?.allAccounts.some(
        (a) => a.type === 'smartAccount' && a.address.toLowerCase() === address,
      ) ?? false
    )
  }

  /**
   * Reads the sessions of the connected account; none → SIWXSignMessage opens. A failure to
   * read them is SIWX_INIT_FAILED: the snackbar says so and the visitor is disconnected.
   */
  async check(): Promise<void> {
    const { portico } = this
    const siwx = portico.options.siwx
    const target = this.target
    if (!siwx?.getSessions || !siwx.createMessage || !siwx.addSession || !target) return
    const run = ++this.checks
    this.status = 'checking'
    try {
      const sessions = await siwx.getSessions(target.chainId, target.address)
      if (run !== this.checks || !this.isCurrent(target)) return
      runInAction(() => {
        this.status = 'idle'
        portico.signIn.setHasSession(sessions.length > 0)
      })
      if (sessions.length > 0) this.leaveSignInView()
      else this.showSignInView()
    } catch (error) {
      if (run !== this.checks) return
      runInAction(() => {
        this.status = 'idle'
      })
      await this.initFailed(error)
    }
  }

  /**
   * SPEC §8: an init failure says so and disconnects. On the prompt it then leaves for Connect
   * (disconnected, the prompt no longer guards closing); `keepOpen` (the visitor pressed Sign)
   * keeps the modal open there, so the message shows and the visitor can connect again.
   */
  private async initFailed(error: unknown, keepOpen = false): Promise<void> {
    const { portico } = this
    portico.deps.logger.warn('siwx: initialization failed', error)
    portico.snackbar.showError(featureError('SIWX_INIT_FAILED', { cause: error }))
    await portico.connection.disconnect().catch(() => undefined)
    if (!this.onPrompt()) return
    portico.router.reset('Connect')
    if (!keepOpen) portico.modal.close()
  }

  /** Sign: message → wallet signature → session kept → modal closed (SPEC §4). */
  async sign(): Promise<void> {
    const { portico } = this
    const siwx = portico.options.siwx
    const target = this.target
    if (this.status === 'signing') return
    if (!siwx?.createMessage || !siwx.addSession || !target) {
      throw featureError('SIWX_NOT_ENABLED')
    }
    const adapter = portico.adapters.get(target.namespace)
    this.status = 'signing'
    this.errorCode = undefined
    const properties = { network: target.chainId, isSmartAccount: this.isSmartAccount }
    const legacy = this.promptView === 'ConnectingSiwe'
    let message: SiwxMessage
    try {
      message = await prepareSiwxMessage({ createMessage: siwx.createMessage }, target, !legacy)
    } catch (error) {
      // No message (the nonce server is down, or sent a nonce with a line break): the wallet is
      // asked nothing, authentication cannot start.
      runInAction(() => {
        this.status = 'idle'
      })
      this.track('SIWX_AUTH_ERROR', properties)
      await this.initFailed(error, true)
      return
    }
    try {
      const text = message.toString()
      const signature = await signWith(adapter, text, target.address)
      const { toString: _, ...data } = message
      await siwx.addSession({ data, message: text, signature })
      runInAction(() => {
        this.status = 'idle'
        portico.signIn.setHasSession(true)
      })
      this.track('SIWX_AUTH_SUCCESS', properties)
      if (this.onPrompt()) portico.modal.close()
    } catch (error) {
      portico.deps.logger.warn('siwx: sign-in failed', error)
      const code = this.isSmartAccount ? 'SMART_ACCOUNT_UNSUPPORTED' : 'SIGNATURE_DECLINED'
      runInAction(() => {
        this.status = 'idle'
        this.errorCode = code
      })
      portico.snackbar.showError(featureError(code, { cause: error }))
      this.track('SIWX_AUTH_ERROR', properties)
    }
  }

  /** Cancel: disconnect when sign-in is required, else just close (SPEC §4). */
  async cancel(): Promise<void> {
    const { portico } = this
    this.track('CLICK_CANCEL_SIWX', {})
    this.errorCode = undefined
    if (!portico.signIn.required) {
      portico.modal.close()
      return
    }
    try {
      await portico.connection.disconnect()
    } finally {
      // Once disconnected the view no longer guards closing: leave it, then close.
      portico.router.reset('Connect')
      portico.modal.close()
    }
  }

  private isCurrent(target: Target): boolean {
    const now = this.target
    return now?.address === target.address && now.chainId === target.chainId
  }

  /** The prompt: ConnectingSiwe for a legacy siweConfig, else SIWXSignMessage. */
  private get promptView(): 'ConnectingSiwe' | 'SIWXSignMessage' {
    return this.portico.options.siweConfig ? 'ConnectingSiwe' : 'SIWXSignMessage'
  }

  private onPrompt(): boolean {
    const { modal, router } = this.portico
    return modal.isOpen && (router.view === 'SIWXSignMessage' || router.view === 'ConnectingSiwe')
  }

  private showSignInView(): void {
    const { modal, router } = this.portico
    if (!modal.isOpen) modal.open({ view: this.promptView })
    else if (!this.onPrompt()) router.replace(this.promptView)
  }

  private leaveSignInView(): void {
    if (this.onPrompt()) this.portico.modal.close()
  }

  private track(event: PorticoEventName, properties: Record<string, unknown>): void {
    this.portico.events.emit(event, properties)
  }
}

/** The wallet's signature; an adapter without signMessage cannot sign in (target excludes it). */
function signWith(
  adapter: ChainAdapter | undefined,
  message: string,
  address: string,
): Promise<string> {
  if (!adapter?.signMessage) return Promise.reject(new PorticoError('ADAPTER_NOT_FOUND'))
  return adapter.signMessage({ message, address })
}

/**
 * The instance's SiwxStore, created on first use (one per Portico instance).
 *
 * @example
 * ```ts
 * siwxStoreOf(portico).status // 'idle'
 * ```
 */
export const siwxStoreOf = perInstance((portico) => new SiwxStore(portico))
