/**
 * `portico/elements`: Portico on a page without React of its own. {@link mountPortico} shows an
 * instance (the modal loads when the page is idle or the modal opens) and defines the button
 * elements `<portico-connect-button>`, `<portico-account-button>` and
 * `<portico-network-button>`. React and react-dom come with Portico as its peers; the host
 * writes none.
 *
 * @example
 * ```ts
 * import { createPortico } from 'portico'
 * import { ethereum, loadEip155Adapter } from 'portico/eip155'
 * import { mountPortico } from 'portico/elements'
 *
 * const portico = createPortico({
 *   projectId: 'my-project',
 *   networks: [ethereum],
 *   adapters: { eip155: () => loadEip155Adapter({ window }) },
 * })
 * mountPortico(portico)
 * document.querySelector('#header')!.innerHTML =
 *   '<portico-network-button size="sm"></portico-network-button><portico-connect-button></portico-connect-button>'
 * ```
 */

export { NOTHING_MOUNTED_WARNING } from '../core/stores/nothingMountedWarning'
export { definePorticoElements, PORTICO_ELEMENT_TAGS } from '../elements/buttonElements'
export type { ButtonVariant } from '../elements/buttonSlots'
export type { MountedPortico, MountPorticoOptions } from '../elements/mountPortico'
export { mountPortico } from '../elements/mountPortico'
export { watchAccount } from '../elements/watchAccount'
export type { PorticoAccount } from '../react/usePorticoAccount'
