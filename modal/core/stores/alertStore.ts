import { makeAutoObservable } from 'mobx'
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
}

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
 * @example
 * ```ts
 * portico.alerts.show('NETWORK_NOT_FOUND')
 * portico.alerts.current?.title // 'Network Not Found'
 * ```
 */
export class AlertStore {
  current: Alert | undefined = undefined
  private readonly shownOnce = new Set<string>()

  constructor() {
    makeAutoObservable<this, 'shownOnce'>(this, { shownOnce: false }, { autoBind: true })
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
    this.current = {
      kind,
      title: coreMessage(definition.title, values),
      description: definition.description && coreMessage(definition.description, values),
      variant: definition.variant,
    }
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
    this.current = { kind: 'custom', description: undefined, ...alert }
    return true
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
  }

  private markOnce(key: string): boolean {
    if (this.shownOnce.has(key)) return false
    this.shownOnce.add(key)
    return true
  }
}
