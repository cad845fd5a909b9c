import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { type CreatePorticoOptions, createPortico, type Portico } from '../core/createPortico'
import type { PorticoDeps } from '../core/deps'
import type { HostLocales } from '../ui/i18n/hostLocales'
import { I18nProvider } from '../ui/i18n/i18nContext'
import type { Locale } from '../ui/i18n/loadLocale'
import { detectPlatform, type NavigatorLike } from './detectPlatform'
import type { ModalMounter } from './modalMount'
import { PorticoContext, type PorticoContextValue } from './PorticoContext'
import { PorticoEventFeed } from './porticoEvents'
import { keepServerView, useHydrationMark } from './serverView'
import { useObservedValue } from './useObservedValue'

/** Settings shared by both ways of giving the provider its instance. */
export interface PorticoProviderCommonProps {
  /** Embedded mode (`enableEmbedded`): the element the modal renders inline in. */
  embeddedTarget?: HTMLElement | null
  /** A CSP nonce for the modal's `<style>` elements. */
  nonce?: string
  /** The language of the modal and of PorticoButton; English by default. */
  locale?: Locale
  /**
   * The host's own locales by tag, or overrides of shipped ones: a bundle or a loader. Pass a
   * stable object (a module constant or memoised): a new object loads the locale again.
   *
   * @example
   * ```tsx
   * <PorticoProvider portico={portico} locale="es" locales={{ es: () => import('./es') }} />
   * ```
   */
  locales?: HostLocales
  children?: ReactNode
}

/**
 * Props of {@link PorticoProvider}: an instance made by the host, or options to make one.
 *
 * @example
 * ```tsx
 * <PorticoProvider options={{ projectId: 'my-site', networks: [ethereum] }}>
 *   <App />
 * </PorticoProvider>
 * ```
 */
export type PorticoProviderProps = PorticoProviderCommonProps &
  (
    | { portico: Portico; options?: never; deps?: never }
    | { options: CreatePorticoOptions; deps?: Partial<PorticoDeps>; portico?: never }
  )

function createFromOptions(options: CreatePorticoOptions, deps: Partial<PorticoDeps> | undefined) {
  // On a server there is no navigator: the default platform, which no server-rendered part reads.
  const { navigator } = globalThis as { navigator?: NavigatorLike }
  const platform = options.platform ?? detectPlatform(navigator)
  return createPortico({ ...options, platform }, deps)
}

/**
 * The provider's whole behaviour but how the modal gets on the page: creates (or takes) the
 * instance, provides it, calls `init()` (idempotent), starts the event feed and hands mounting
 * to `mountModal` in an effect. {@link PorticoProviderBase} mounts a given component at once;
 * {@link PorticoProvider} loads the modal's chunk when the page is idle or the modal opens.
 *
 * @example
 * ```tsx
 * <PorticoProviderShell portico={portico} mountModal={mountModalComponent(MyModal)}>
 *   <PorticoButton />
 * </PorticoProviderShell>
 * ```
 */
export function PorticoProviderShell(props: PorticoProviderProps & { mountModal: ModalMounter }) {
  const [created] = useState(() =>
    props.portico ? undefined : createFromOptions(props.options, props.deps),
  )
  const portico = props.portico ?? created!
  const value = useMemo<PorticoContextValue>(
    () => ({ portico, events: new PorticoEventFeed(portico) }),
    [portico],
  )

  useEffect(() => value.events.start(), [value])
  useHydrationMark(portico)
  useEffect(() => {
    // Parts of a hydrated page that hydrate after this (a Next.js page under a layout's
    // provider) must still find what the server rendered, not what init() restores.
    keepServerView(portico)
    portico.init().catch((error: unknown) => portico.deps.logger.warn('init failed', error))
  }, [portico])

  const { embeddedTarget, nonce, locale, locales, mountModal } = props
  const appendToPage = useObservedValue(() => portico.modal.appendToPage, [portico])
  // Re-mounts when the append-to-page switch flips.
  useEffect(() => {
    if (portico.modal.embedded && !embeddedTarget) return
    const detach = portico.modal.views.attach()
    const unmount = mountModal(portico, {
      appendToPage,
      ...(embeddedTarget ? { embeddedTarget } : {}),
      ...(nonce ? { nonce } : {}),
      ...(locale ? { locale } : {}),
      ...(locales ? { locales } : {}),
    })
    return () => {
      detach()
      unmount()
    }
  }, [portico, mountModal, appendToPage, embeddedTarget, nonce, locale, locales])

  const children = locale ? (
    <I18nProvider locale={locale} {...(locales ? { locales } : {})}>
      {props.children}
    </I18nProvider>
  ) : (
    props.children
  )
  return <PorticoContext.Provider value={value}>{children}</PorticoContext.Provider>
}
