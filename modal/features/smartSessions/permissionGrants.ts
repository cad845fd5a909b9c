import { makeAutoObservable, runInAction } from 'mobx'
import type { AdapterGrantedPermissions } from '../../core/chains/chainAdapter'
import type { Portico } from '../../core/createPortico'
import type { ErrorCode } from '../../core/errors/catalogue'
import { isPorticoError } from '../../core/errors/porticoError'
import { perInstance } from '../../core/stores/perInstance'

/** What the smart-session grant asks for: up to 0.01 of the native token a day, for a day. */
export const GRANT_ALLOWANCE_WEI = 10n ** 16n
export const GRANT_PERIOD_SECONDS = 86_400
export const GRANT_DURATION_SECONDS = 86_400

/**
 * ERC-7715 smart sessions granted through the connected wallet (the `smartSessions` feature,
 * eip155): whether the wallet can grant (its wallet_getCapabilities), a grant of a daily
 * native-token allowance with an expiry (wallet_grantPermissions, the visitor approves in the
 * wallet), the grants made, and their revocation (wallet_revokePermissions).
 *
 * @example
 * ```ts
 * const grants = permissionGrantsOf(portico)
 * await grants.check()
 * if (grants.canGrant) await grants.grant()
 * await grants.revoke(grants.grants[0].permissionsContext)
 * ```
 */
export class PermissionGrantsStore {
  canGrant = false
  grants: AdapterGrantedPermissions[] = []
  /** A grant or a revocation is with the wallet. */
  busy = false
  errorCode: ErrorCode | undefined = undefined

  constructor(private readonly portico: Portico) {
    makeAutoObservable<this, 'portico'>(this, { portico: false }, { autoBind: true })
  }

  /** Asks the wallet whether it grants permissions; a wallet that cannot is offered nothing. */
  async check(): Promise<void> {
    const { adapter, network } = this.target()
    let can = false
    try {
      can =
        !!(adapter?.grantPermissions && network) &&
        (await adapter.supportsPermissions?.({ network })) === true
    } catch (error) {
      this.portico.deps.logger.warn('wallet permissions unknown', error)
    }
    runInAction(() => {
      this.canGrant = can
      if (!can) this.grants = []
    })
  }

  /** Asks the wallet to grant the daily allowance, from now until a day from now. */
  async grant(): Promise<void> {
    const { adapter, network } = this.target()
    if (!this.canGrant || !adapter?.grantPermissions || !network || this.busy) return
    const now = Math.floor(this.portico.deps.clock.now() / 1000)
    const request = {
      expiry: now + GRANT_DURATION_SECONDS,
      permissions: [
        {
          type: 'native-token-recurring-allowance',
          data: {
            allowance: `0x${GRANT_ALLOWANCE_WEI.toString(16)}`,
            start: now,
            period: GRANT_PERIOD_SECONDS,
          },
        },
      ],
    }
    await this.run(async () => {
      const granted = await adapter.grantPermissions?.({ request, network })
      if (granted) runInAction(() => this.grants.push(granted))
    })
  }

  /** Revokes a grant in the wallet; it is gone from the list once the wallet agrees. */
  async revoke(permissionsContext: string): Promise<void> {
    const { adapter } = this.target()
    if (!adapter?.revokePermissions || this.busy) return
    await this.run(async () => {
      await adapter.revokePermissions?.({ permissionsContext })
      runInAction(() => {
        this.grants = this.grants.filter((g) => g.permissionsContext !== permissionsContext)
      })
    })
  }

  private target() {
    const chain = this.portico.chains.activeChain
    const eip155 = chain?.namespace === 'eip155' && chain.account.address !== undefined
    return {
      adapter: eip155 ? this.portico.adapters.get('eip155') : undefined,
      network: eip155 ? this.portico.chains.activeCaipNetwork : undefined,
    }
  }

  private async run(work: () => Promise<void>): Promise<void> {
    this.busy = true
    this.errorCode = undefined
    try {
      await work()
    } catch (error) {
      this.portico.deps.logger.warn('smart session grant', error)
      runInAction(() => {
        this.errorCode = isPorticoError(error) ? error.code : 'SOMETHING_WENT_WRONG'
      })
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}

/**
 * The instance's permission-grants store, created on first use.
 *
 * @example
 * ```ts
 * permissionGrantsOf(portico).canGrant
 * ```
 */
export const permissionGrantsOf = perInstance((portico) => new PermissionGrantsStore(portico))
