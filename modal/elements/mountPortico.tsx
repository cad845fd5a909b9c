import { createRoot } from 'react-dom/client'
import { Portico } from '../core/createPortico'
import { PorticoError } from '../core/errors/porticoError'
import type { HostLocales } from '../ui/i18n/hostLocales'
import type { Locale } from '../ui/i18n/loadLocale'
import { definePorticoElements, elementDirectory } from './buttonElements'
import { ButtonSlots } from './buttonSlots'
import { ElementsRoot } from './ElementsRoot'

/**
 * Options of {@link mountPortico}.
 *
 * @example
 * ```ts
 * mountPortico(portico, { nonce: 'r4nd0m', locale: 'de' } satisfies MountPorticoOptions)
 * ```
 */
export interface MountPorticoOptions {
  /**
   * Embedded mode (`enableEmbedded: true`): the element the modal renders inline in; required
   * then. Otherwise the modal floats above the page from `<body>` and `target` is not read.
   */
  target?: HTMLElement
  /** The CSP nonce of the page, for the modal's `<style>` elements. */
  nonce?: string
  /** The language of the modal and the buttons; English by default. */
  locale?: Locale
  /** The host's own locales by tag, or overrides of shipped ones: a bundle or a loader. */
  locales?: HostLocales
}

/**
 * A page mount: {@link MountedPortico.unmount} removes the modal and empties the buttons.
 *
 * @example
 * ```ts
 * const mounted = mountPortico(portico)
 * window.addEventListener('pagehide', () => mounted.unmount())
 * ```
 */
export interface MountedPortico {
  readonly portico: Portico
  /** Unmounts the modal and the buttons' content; safe to call twice. */
  unmount(): void
}

const mounted = new WeakMap<Portico, MountedPortico>()

function invalid(details: string): PorticoError {
  return new PorticoError('INVALID_APP_CONFIGURATION', { details: `mountPortico: ${details}` })
}

/**
 * Shows a Portico instance on a page without React of its own: restores the previous visit
 * (`init()`), loads the modal when the page is idle or the modal opens (as PorticoProvider
 * does), and renders the `<portico-*-button>` elements (it defines them). React comes with
 * Portico; the host writes none. Mounting an instance again returns its current mount.
 *
 * @example
 * ```ts
 * import { createPortico } from 'portico'
 * import { mountPortico } from 'portico/elements'
 * import { ethereum, loadEip155Adapter } from 'portico/eip155'
 *
 * const portico = createPortico({
 *   projectId: 'my-project',
 *   networks: [ethereum],
 *   adapters: { eip155: () => loadEip155Adapter({ window }) },
 * })
 * mountPortico(portico, { nonce: document.querySelector('meta[name=csp-nonce]')?.content })
 * // In the HTML: <portico-connect-button></portico-connect-button>
 * ```
 */
export function mountPortico(portico: Portico, options: MountPorticoOptions = {}): MountedPortico {
  if (!(portico instanceof Portico)) throw invalid('the first argument is not a Portico instance')
  const { target, nonce, locale, locales } = options
  if (target !== undefined && !(target instanceof HTMLElement)) {
    throw invalid('target is not an HTML element')
  }
  if (portico.modal.embedded && !target) {
    throw invalid('an embedded instance (enableEmbedded) needs a target element')
  }
  const existing = mounted.get(portico)
  if (existing) return existing

  definePorticoElements()
  const slots = new ButtonSlots()
  // The tree renders nothing of its own here: the modal has its shadow host, the buttons their
  // elements (portals). A detached container keeps the page's DOM as the host wrote it.
  const root = createRoot((target?.ownerDocument ?? document).createElement('div'))
  root.render(
    <ElementsRoot
      portico={portico}
      slots={slots}
      {...(portico.modal.embedded && target ? { embeddedTarget: target } : {})}
      {...(nonce ? { nonce } : {})}
      {...(locale ? { locale } : {})}
      {...(locales ? { locales } : {})}
    />,
  )
  const leave = elementDirectory().addMount(portico, slots)
  // Counted now, not in the provider's effect: `open()` right after mounting must not warn.
  const detach = portico.modal.views.attach()
  let active = true
  const mount: MountedPortico = {
    portico,
    unmount: () => {
      if (!active) return
      active = false
      mounted.delete(portico)
      root.unmount()
      leave()
      detach()
    },
  }
  mounted.set(portico, mount)
  return mount
}
