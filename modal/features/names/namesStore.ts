import { makeAutoObservable, runInAction } from 'mobx'
import type { Portico } from '../../core/createPortico'
import type { ErrorCode } from '../../core/errors/catalogue'
import { catalogueError } from '../../core/errors/featureMessages'
import { isPorticoError, PorticoError } from '../../core/errors/porticoError'
import type { NameSuggestion } from '../../core/services/blockchainApi/types'
import { ApiHttpError } from '../../core/services/http/apiError'
import { requireApi } from '../../core/services/requireApi'
import { perInstance } from '../../core/stores/perInstance'
import { loadEnsNormalizer } from '../../core/validation/loadEnsNormalizer'
import { checkAccountName, coinTypeForChainId } from '../../core/validation/nameRegistration'

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
  /** The same failure as an error, with the values its message needs (an HTTP status). */
  error: PorticoError | undefined = undefined
  /** The server's own reason, when it sent one (shown after the catalogue text). */
  errorDetails: string | undefined = undefined
  /** The full name in its ENSIP-15 normalized form, once the typed name is checked. */
  private normalized: string | undefined = undefined
  private lookups = 0

  constructor(private readonly portico: Portico) {
    makeAutoObservable<this, 'portico' | 'lookups'>(
      this,
      { portico: false, lookups: false },
      { autoBind: true },
    )
  }

  /**
   * Why the typed name breaks the rules (SPEC §5 and the label rules of checkAccountName):
   * `INVALID_INPUT` for the SPEC rule, `NAME_TOO_LONG`, `NAME_HYPHENS`; undefined when it passes.
   */
  get ruleError(): ErrorCode | undefined {
    const checked = checkAccountName(this.name)
    return checked.ok ? undefined : checked.code
  }

  /** True when the name follows the rules (see {@link ruleError}). */
  get isValid(): boolean {
    return this.ruleError === undefined
  }

  /**
   * The name with its zone, as looked up, registered and shown: ENSIP-15 normalized (for a
   * name that passes the rules that is its lower case, which shows until the check is done).
   */
  get fullName(): string {
    return this.normalized ?? `${this.name.toLowerCase()}.${NAME_ZONE}`
  }

  get canRegister(): boolean {
    return this.isValid && this.availability === 'available' && !this.registering
  }

  /** Takes the typed name; a valid one is looked up and gets suggestions. */
  async setName(value: string): Promise<void> {
    this.name = value.trim()
    this.normalized = undefined
    this.availability = 'unknown'
    this.suggestions = []
    this.setError(undefined)
    const run = ++this.lookups
    if (!this.isValid) return
    this.availability = 'checking'
    const normalize = await loadEnsNormalizer()
    if (run !== this.lookups) return
    const checked = normalize(`${this.name}.${NAME_ZONE}`)
    runInAction(() => {
      if (checked.ok) this.normalized = checked.value
      else this.availability = 'unknown'
    })
    if (!checked.ok) return this.setError(checked.code)
    const full = checked.value
    const api = requireApi(this.portico.services)
    const [lookup, suggestions] = await Promise.allSettled([
      api.lookupName({ name: full }),
      api.getNameSuggestions({ name: full.slice(0, -NAME_ZONE.length - 1), zone: NAME_ZONE }),
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
        this.suggestions = normalizedSuggestions(suggestions.value.suggestions, normalize, full)
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
        this.normalized = undefined
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
    this.error =
      code === undefined
        ? undefined
        : isPorticoError(error) && error.code === code
          ? error
          : catalogueError(code)
    this.errorDetails = error instanceof ApiHttpError ? error.reason : undefined
  }
}

/**
 * The suggestions to show: each in its ENSIP-15 normalized form, those normalization refuses and
 * the typed name itself left out.
 */
function normalizedSuggestions(
  suggestions: readonly NameSuggestion[],
  normalize: Awaited<ReturnType<typeof loadEnsNormalizer>>,
  typed: string,
): NameSuggestion[] {
  return suggestions.flatMap((suggestion) => {
    const checked = normalize(suggestion.name)
    return checked.ok && checked.value !== typed ? [{ ...suggestion, name: checked.value }] : []
  })
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
