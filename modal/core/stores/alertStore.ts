import { makeAutoObservable, reaction } from 'mobx'
import { type CoreErrorCode, coreMessage } from '../errors/coreMessages'

/** The alerts of SPEC §8, each with its title and optional description from the catalogue. */
export const ALERTS = {
  /** Analytics answered 403: shown once per instance. */
  ORIGIN_NOT_ALLOWED: {
    title: 'INVALID_APP_CONFIGURATION',
    description: 'ORIGIN_NOT_ALLOWLISTED',
    variant: 'error',
    once: true,
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    title: 'INVALID_APP_CONFIGURATION',
    description: 'EMAIL_LOGIN_DEPENDENCY',
    variant: 'error',
    once: false,
  },
  NETWORK_NOT_FOUND: { title: 'NETWORK_NOT_FOUND_ALERT', variant: 'warning', once: false },
  SESSION_EXPIRED: {
    title: 'SESSION_EXPIRED',
    description: 'SESSION_EXPIRED_DETAILS',
    variant: 'warning',
    once: false,
    // It asks the visitor to reconnect: it stays until an account connects.
    scope: 'connection',
  },
  INVALID_PROJECT_ID: { title: 'INVALID_PROJECT_ID', variant: 'error', once: false },
  PROJECT_ID_NOT_CONFIGURED: { title: 'PROJECT_ID_NOT_CONFIGURED', variant: 'error', once: false },
  SOCIALS_TIMEOUT: { title: 'SOCIALS_TIMEOUT', variant: 'error', once: false },
  /** SPEC §5: a swap quote without a result. */
  INCORRECT_AMOUNT: {
    title: 'INCORRECT_AMOUNT',
    description: 'ENTER_VALID_AMOUNT',
    variant: 'warning',
    once: false,
  },
} as const satisfies Record<string, AlertDefinition>

interface AlertDefinition {
  title: CoreErrorCode
  description?: CoreErrorCode
  variant: AlertVariant
  /** Shown at most once per Portico instance. */
  once: boolean
  /** What the alert belongs to; the view it was raised on unless said otherwise. */
  scope?: AlertScope
}

/**
 * What an alert belongs to: `view`, the view it was raised on (its history entry) and the
 * account then connected; `connection`, the lost connection it reports, until an account
 * connects again.
 */
export type AlertScope = 'view' | 'connection'

/** Where the visitor is, as far as alerts are concerned (see `alertPlace.ts`). */
export interface AlertPlace {
  /** The view on screen (its history entry, or a name in embedded mode); undefined: none. */
  view: object | string | undefined
  /** The connected account, undefined while none is. */
  account: string | undefined
}

const NOWHERE: AlertPlace = { view: undefined, account: undefined }

export type AlertKind = keyof typeof ALERTS
export type AlertVariant = 'error' | 'warning' | 'info'

/** The alert on screen. */
export interface Alert {
  kind: AlertKind | 'custom'
  title: string
  description: string | undefined
  variant: AlertVariant
}

/**
 * Alerts shown above the modal's content (SPEC §8). Alerts marked `once`, and alerts raised
 * with a `onceKey` (e.g. each known universal-provider error), show at most once per instance.
 *
 * An alert belongs to the flow that raised it: to the view on screen then (an alert raised
 * while nothing shows belongs to the next view shown) and to the account then connected. It
 * is gone for good when the visitor leaves that view, closes the modal or another account
 * connects or disconnects ({@link AlertStore.moveTo}), or when its flow withdraws it; a
 * `connection` alert (Session Expired) stays until an account connects.
 *
 * @example
 * ```ts
 * portico.alerts.show('NETWORK_NOT_FOUND')
 * portico.alerts.current?.title // 'Network Not Found'
 * ```
 */
export class AlertStore {
  current: Alert | undefined = undefined
  private readonly shownOnce = new Set<string>()
  /** Where the alert on screen was raised, and what it belongs to. */
  private origin: (AlertPlace & { scope: AlertScope }) | undefined = undefined
  /** Where the visitor is now (see {@link AlertStore.follow}). */
  private place: () => AlertPlace = () => NOWHERE

  constructor() {
    makeAutoObservable<this, 'shownOnce' | 'place' | 'origin'>(
      this,
      { shownOnce: false, place: false, origin: false, follow: false },
      { autoBind: true },
    )
  }

  /**
   * Follows where the visitor is (`place`, read in a MobX reaction), so each alert leaves
   * with its view or account ({@link AlertStore.moveTo}); returns the stop function.
   *
   * @example
   * ```ts
   * const stop = portico.alerts.follow(() => alertPlaceOf(portico))
   * ```
   */
  follow(place: () => AlertPlace): () => void {
    this.place = place
    return reaction(place, (next) => this.moveTo(next), {
      equals: (a, b) => a.view === b.view && a.account === b.account,
    })
  }

  /**
   * Shows one of the catalogued alerts; returns false when a once-only alert was already shown.
   *
   * @example
   * ```ts
   * portico.alerts.show('ORIGIN_NOT_ALLOWED', { origin: 'https://a.example' })
   * ```
   */
  show(kind: AlertKind, values: Record<string, string | number> = {}): boolean {
    const definition: AlertDefinition = ALERTS[kind]
    if (definition.once && !this.markOnce(kind)) return false
    this.raise(
      {
        kind,
        title: coreMessage(definition.title, values),
        description: definition.description && coreMessage(definition.description, values),
        variant: definition.variant,
      },
      definition.scope ?? 'view',
    )
    return true
  }

  /**
   * Shows a free-form alert at most once for `onceKey` (SPEC §8: known universal-provider
   * errors raise an alert once each). Returns false when that key was already shown.
   *
   * @example
   * ```ts
   * portico.alerts.showOnce('wc:session-settle', { title: 'Session Expired', variant: 'warning' })
   * ```
   */
  showOnce(
    onceKey: string,
    alert: { title: string; description?: string; variant: AlertVariant },
  ): boolean {
    if (!this.markOnce(`custom:${onceKey}`)) return false
    this.raise({ kind: 'custom', description: undefined, ...alert }, 'view')
    return true
  }

  /**
   * Takes back the alert of `kind` if it is the one on screen: its flow started again or
   * succeeded (a new social login after the timeout).
   *
   * @example
   * ```ts
   * portico.alerts.withdraw('SOCIALS_TIMEOUT')
   * ```
   */
  withdraw(kind: AlertKind): void {
    if (this.current?.kind === kind) this.close()
  }

  /**
   * Tells the store where the visitor is now; an alert whose view or account the visitor left
   * is gone (a `view` alert raised while nothing showed takes the first view shown).
   *
   * @example
   * ```ts
   * portico.alerts.moveTo({ view: portico.router.current, account: undefined })
   * ```
   */
  moveTo(place: AlertPlace): void {
    const origin = this.origin
    if (!this.current || !origin) return
    if (origin.scope === 'connection') {
      if (place.account !== undefined && place.account !== origin.account) this.close()
      return
    }
    if (place.account !== origin.account) this.close()
    else if (origin.view === undefined) origin.view = place.view
    else if (place.view !== origin.view) this.close()
  }

  /**
   * Dismisses the alert on screen.
   *
   * @example
   * ```ts
   * portico.alerts.close()
   * ```
   */
  close(): void {
    this.current = undefined
    this.origin = undefined
  }

  private raise(alert: Alert, scope: AlertScope): void {
    this.current = alert
    this.origin = { ...this.place(), scope }
  }

  private markOnce(key: string): boolean {
    if (this.shownOnce.has(key)) return false
    this.shownOnce.add(key)
    return true
  }
}
