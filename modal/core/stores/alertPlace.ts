import type { AlertPlace, AlertStore } from './alertStore'

/** What {@link alertPlaceOf} reads: the modal, its router and the connected account. */
export interface AlertPlaceSource {
  modal: { isOpen: boolean; shownView: string | undefined }
  router: { current: object }
  chains: { activeCaipAddress: string | undefined }
}

/**
 * Where the visitor is, for the alerts: the history entry on screen while the modal is open
 * (a new entry is a new place, even for the same view name), the view an embedded modal shows
 * while closed, nothing otherwise; and the connected account.
 *
 * @example
 * ```ts
 * portico.alerts.follow(() => alertPlaceOf(portico))
 * ```
 */
export function alertPlaceOf(source: AlertPlaceSource): AlertPlace {
  const { modal, router, chains } = source
  const shown = modal.shownView
  return {
    view: modal.isOpen ? router.current : shown && `embedded:${shown}`,
    account: chains.activeCaipAddress,
  }
}

/**
 * Keeps the alerts told where the visitor is, so an alert leaves with its view or account
 * (SPEC §8, issue 36); returns the stop function.
 *
 * @example
 * ```ts
 * const stop = watchAlertPlace(portico.alerts, portico)
 * ```
 */
export function watchAlertPlace(alerts: AlertStore, source: AlertPlaceSource): () => void {
  return alerts.follow(() => alertPlaceOf(source))
}
