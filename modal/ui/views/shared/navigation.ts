import type { Portico } from '../../../core/createPortico'
import type { RouteData, ViewName } from '../../../core/stores/routerStore'

/**
 * Shows `view` from a view: pushes it when the modal is open, opens the modal on it otherwise
 * (an embedded modal shows Connect or Account while closed; its first step opens it).
 *
 * @example
 * ```ts
 * goTo(portico, 'AllWallets')
 * ```
 */
export function goTo(portico: Portico, view: ViewName, data?: RouteData): void {
  if (portico.modal.isOpen) portico.router.push(view, data)
  else portico.modal.open(data ? { view, data } : { view })
}
