import { makeAutoObservable, runInAction } from 'mobx'
import type { Portico } from '../../core/createPortico'
import type { ErrorCode } from '../../core/errors/catalogue'
import { catalogueError } from '../../core/errors/featureMessages'
import { isPorticoError, PorticoError } from '../../core/errors/porticoError'
import type { NameSuggestion } from '../../core/services/blockchainApi/types'
import { ApiHttpError } from '../../core/services/http/apiError'
import { requireApi } from '../../core/services/requireApi'
import { perInstance } from '../../core/stores/perInstance'
import { coinTypeForChainId, isAccountName } from '../../core/validation/nameRegistration'

/** The zone names are registered in (`bobby-lab` → `bobby-lab.portico.id`). */
export const NAME_ZONE = 'portico.id'

/** unknown: not asked yet; checking: asked; then the answer. */
export type NameAvailability = 'unknown' | 'checking' | 'available' | 'taken'

/**
 * Registering an account name (SPEC §4 "Name registration", §5 name rule and coin type),
 * eip155 only: the name as typed, its availability (GET /v1/profile/account/{name}) and
 * suggestions (/v1/profile/suggestions/{name}?zone), then register: 1. the wallet signs a
 * message, 2. POST /v1/profile/account with coin_type = chainId | 2147483648, 3. the account's
 * profile name is set, 4. RegisterAccountNameSuccess. A failure stays on RegisterAccountName
 * with the error.
 *
 * @example
 * ```ts
 * const names = namesStoreOf(portico)
 * await names.setName('bobby-lab')
 * await names.register() // → RegisterAccountNameSuccess
 * ```
 */
export class NamesStore {
  name = ''
  availability: NameAvailability = 'unknown'
  suggestions: NameSuggestion[] = []
  registering = false
  /** Why the last lookup or registration failed (a catalogue code). */
  errorCode: ErrorCode | undefined = undefined
  /** The server's own reason, when it sent one (shown after the catalogue text). */
  errorDetails: string | undefined = undefined
  private lookups = 0

  constructor(private readonly portico: Portico) {
    makeAutoObservable<this, 'portico' | 'lookups'>(
      this,
      { portico: false, lookups: false },
      { autoBind: true },
    )
  }

  /** True when the name follows SPEC §5 (letters, digits, hyphens, at least 4). */
  get isValid(): boolean {
    return isAccountName(this.name)
  }

  /** The name with its zone, as registered and shown. */
  get fullName(): string {
    return `${this.name.toLowerCase()}.${NAME_ZONE}`
  }

  get canRegister(): boolean {
    return this.isValid && this.availability === 'available' && !this.registering
  }

  /** Takes the typed name; a valid one is looked up and gets suggestions. */
  async setName(value: string): Promise<void> {
    this.name = value.trim()
    this.availability = 'unknown'
    this.suggestions = []
    this.setError(undefined)
    if (!this.isValid) return
    const run = ++this.lookups
    this.availability = 'checking'
    const api = requireApi(this.portico.services)
    const full = this.fullName
    const [lookup, suggestions] = await Promise.allSettled([
      api.lookupName({ name: full }),
      api.getNameSuggestions({ name: this.name.toLowerCase(), zone: NAME_ZONE }),
    ])
    if (run !== this.lookups) return
    runInAction(() => {
      if (lookup.status === 'fulfilled') this.availability = lookup.value ? 'taken' : 'available'
      else if (lookup.reason instanceof ApiHttpError && lookup.reason.status === 404) {
        this.availability = 'available'
      } else {
        this.availability = 'unknown'
        this.setError('ERROR_RESOLVING_NAME')
      }
      if (suggestions.status === 'fulfilled') {
        this.suggestions = suggestions.value.suggestions.filter((s) => s.name !== full)
      } else if (!this.errorCode) this.setError('ERROR_FETCHING_NAME_SUGGESTIONS')
    })
  }

  /** Signs, posts, sets the profile name and shows RegisterAccountNameSuccess (SPEC §4). */
  async register(): Promise<void> {
    const { portico } = this
    const chain = portico.chains.activeChain
    const address = chain?.account.address
    const network = chain?.network.caipNetwork
    if (!this.canRegister || chain?.namespace !== 'eip155' || !address || !network) return
    this.registering = true
    this.setError(undefined)
    try {
      const coinType = coinTypeForChainId(String(network.id))
      if (!coinType.ok) throw catalogueError(coinType.code)
      const adapter = portico.adapters.get('eip155')
      if (!adapter?.signMessage) throw new PorticoError('ADAPTER_NOT_FOUND')
      const message = JSON.stringify({
        name: this.fullName,
        attributes: {},
        timestamp: Math.floor(portico.deps.clock.now() / 1000),
      })
      const signature = await adapter.signMessage({ message, address })
      const api = requireApi(portico.services)
      const { success } = await api.registerName({
        coinType: coinType.value,
        address,
        message,
        signature,
      })
      if (!success) throw new PorticoError('SOMETHING_WENT_WRONG')
      api.clearCaches()
      portico.chains.setAccount('eip155', { profileName: this.fullName })
      runInAction(() => {
        this.registering = false
        this.name = ''
        this.availability = 'unknown'
        this.suggestions = []
      })
      portico.router.replace('RegisterAccountNameSuccess')
    } catch (error) {
      portico.deps.logger.warn('name registration failed', error)
      runInAction(() => {
        this.registering = false
        this.setError(isPorticoError(error) ? error.code : 'SOMETHING_WENT_WRONG', error)
      })
      if (portico.router.view !== 'RegisterAccountName')
        portico.router.replace('RegisterAccountName')
    }
  }

  private setError(code: ErrorCode | undefined, error?: unknown): void {
    this.errorCode = code
    this.errorDetails = error instanceof ApiHttpError ? error.reason : undefined
  }
}

/**
 * The instance's NamesStore, created on first use (one per Portico instance).
 *
 * @example
 * ```ts
 * namesStoreOf(portico).availability // 'unknown'
 * ```
 */
export const namesStoreOf = perInstance((portico) => new NamesStore(portico))
