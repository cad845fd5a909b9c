import type { AlertKind, AlertStore } from '../../core/stores/alertStore'

/**
 * The WalletConnect provider errors Portico knows (SPEC §8 "Known universal-provider errors
 * raise an alert once each"): the relay's refusal reasons, as the client reports them in a
 * fatal socket error, and the alert each one raises.
 */
export const KNOWN_PROVIDER_ERRORS: readonly { match: string; alert: AlertKind }[] = [
  { match: 'Unauthorized: invalid key', alert: 'INVALID_PROJECT_ID' },
  { match: 'JWT validation error', alert: 'SESSION_EXPIRED' },
  { match: 'Unauthorized: origin not allowed', alert: 'ORIGIN_NOT_ALLOWED' },
]

/**
 * The alert a provider error message raises, or undefined for an error Portico does not know.
 *
 * @example
 * ```ts
 * providerErrorAlert('WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)')
 * // 'INVALID_PROJECT_ID'
 * ```
 */
export function providerErrorAlert(message: string): AlertKind | undefined {
  return KNOWN_PROVIDER_ERRORS.find((known) => message.includes(known.match))?.alert
}

/**
 * A handler for one instance's provider errors: each known error shows its alert the first
 * time only (the relay repeats a refusal on every reconnect; the visitor needs to read it
 * once). Returns whether an alert was shown.
 *
 * @example
 * ```ts
 * connector.on('providerError', ({ message }) => raise(message))
 * ```
 */
export function providerAlertRaiser(
  alerts: Pick<AlertStore, 'show'>,
  origin: string,
): (message: string) => boolean {
  const shown = new Set<AlertKind>()
  return (message) => {
    const kind = providerErrorAlert(message)
    if (!kind || shown.has(kind)) return false
    shown.add(kind)
    return alerts.show(kind, { origin })
  }
}
