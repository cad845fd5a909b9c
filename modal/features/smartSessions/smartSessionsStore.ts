import { makeAutoObservable, runInAction } from 'mobx'
import type { Portico } from '../../core/createPortico'
import type { ErrorCode } from '../../core/errors/catalogue'
import { isPorticoError } from '../../core/errors/porticoError'
import type { SmartSession } from '../../core/services/blockchainApi/types'
import { requireApi } from '../../core/services/requireApi'
import { perInstance } from '../../core/stores/perInstance'
import { revokeMessage } from './revokeMessage'

/**
 * The smart sessions (permission grants) of the connected eip155 account, when the host turns
 * the `smartSessions` feature on (off by default, SPEC §9): listed from GET /v1/sessions/{address}
 * and revoked with a wallet signature (POST /v1/sessions/{address}/revoke {pci, signature}).
 *
 * @example
 * ```ts
 * const sessions = smartSessionsStoreOf(portico)
 * await sessions.load()
 * await sessions.revoke('pci-1')
 * ```
 */
export class SmartSessionsStore {
  sessions: SmartSession[] = []
  loading = false
  /** The pci being revoked, if any. */
  revoking: string | undefined = undefined
  errorCode: ErrorCode | undefined = undefined

  constructor(private readonly portico: Portico) {
    makeAutoObservable<this, 'portico'>(this, { portico: false }, { autoBind: true })
  }

  /** True when the feature is on and an eip155 account is connected. */
  get enabled(): boolean {
    const chain = this.portico.chains.activeChain
    return (
      this.portico.features.smartSessions &&
      chain?.namespace === 'eip155' &&
      chain.account.address !== undefined
    )
  }

  async load(): Promise<void> {
    const address = this.portico.chains.activeAddress
    if (!this.enabled || !address) return
    this.loading = true
    try {
      const sessions = await requireApi(this.portico.services).getSmartSessions({ address })
      runInAction(() => {
        this.sessions = sessions.filter((s) => typeof s.pci === 'string')
        this.errorCode = undefined
      })
    } catch (error) {
      this.fail(error)
    } finally {
      runInAction(() => {
        this.loading = false
      })
    }
  }

  async revoke(pci: string): Promise<void> {
    const { portico } = this
    const address = portico.chains.activeAddress
    const adapter = portico.adapters.get('eip155')
    if (!this.enabled || !address || !adapter?.signMessage || this.revoking) return
    this.revoking = pci
    this.errorCode = undefined
    try {
      const signature = await adapter.signMessage({ message: revokeMessage(pci), address })
      await requireApi(portico.services).revokeSmartSession({ address, pci, signature })
      runInAction(() => {
        this.sessions = this.sessions.filter((s) => s.pci !== pci)
      })
    } catch (error) {
      this.fail(error)
    } finally {
      runInAction(() => {
        this.revoking = undefined
      })
    }
  }

  private fail(error: unknown): void {
    this.portico.deps.logger.warn('smart sessions', error)
    this.errorCode = isPorticoError(error) ? error.code : 'SOMETHING_WENT_WRONG'
  }
}

/**
 * The instance's smart-sessions store, created on first use.
 *
 * @example
 * ```ts
 * smartSessionsStoreOf(portico).sessions
 * ```
 */
export const smartSessionsStoreOf = perInstance((portico) => new SmartSessionsStore(portico))
