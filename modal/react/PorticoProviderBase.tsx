import { reaction } from 'mobx'
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react'
import { type CreatePorticoOptions, createPortico, type Portico } from '../core/createPortico'
import type { PorticoDeps } from '../core/deps'
import { I18nProvider } from '../ui/i18n/I18nProvider'
import type { Locale } from '../ui/i18n/loadLocale'
import { mountPortico } from '../ui/mount/mountPortico'
import { detectPlatform, type NavigatorLike } from './detectPlatform'
import { PorticoContext, type PorticoContextValue } from './PorticoContext'
import { PorticoEventFeed } from './porticoEvents'
import { toThemeConfig } from './themeConfig'
import { useObservedValue } from './useObservedValue'

/** Settings shared by both ways of giving the provider its instance. */
interface PorticoProviderCommonProps {
  /** Embedded mode (`enableEmbedded`): the element the modal renders inline in. */
  embeddedTarget?: HTMLElement | null
  /** A CSP nonce for the modal's `<style>` elements. */
  nonce?: string
  /** The language of the modal and of PorticoButton; English by default. */
  locale?: Locale
  children?: ReactNode
}

/** What the provider mounts in the shadow root: ModalRoot, or a stand-in. */
export type ModalComponent = ComponentType<{ portico: Portico; locale?: Locale }>

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
 * {@link PorticoProvider} with the modal component passed in: the provider's whole behaviour
 * without a fixed import of the views, so that tests (and a host that brings its own modal
 * UI) can mount another component. Given `options`, it creates the instance once (later
 * option changes are ignored, as with any constructor); given `portico`, it uses that one. It
 * calls `init()` (idempotent) to restore a previous visit, and starts the event feed.
 *
 * @example
 * ```tsx
 * <PorticoProviderBase portico={portico} modalRoot={MyModal}>
 *   <PorticoButton />
 * </PorticoProviderBase>
 * ```
 */
export function PorticoProviderBase(props: PorticoProviderProps & { modalRoot: ModalComponent }) {
  const [created] = useState(() =>
    props.portico ? undefined : createFromOptions(props.options, props.deps),
  )
  const portico = props.portico ?? created!
  const value = useMemo<PorticoContextValue>(
    () => ({ portico, events: new PorticoEventFeed(portico) }),
    [portico],
  )

  useEffect(() => value.events.start(), [value])
  useEffect(() => {
    portico.init().catch((error: unknown) => portico.deps.logger.warn('init failed', error))
  }, [portico])
  useModalMount(portico, props.modalRoot, props)

  const children = props.locale ? (
    <I18nProvider locale={props.locale}>{props.children}</I18nProvider>
  ) : (
    props.children
  )
  return <PorticoContext.Provider value={value}>{children}</PorticoContext.Provider>
}

/** Mounts the modal while the provider lives; re-mounts when the append-to-page switch flips. */
function useModalMount(
  portico: Portico,
  ModalRoot: ModalComponent,
  { embeddedTarget, nonce, locale }: PorticoProviderCommonProps,
) {
  const appendToPage = useObservedValue(() => portico.modal.appendToPage, [portico])
  useEffect(() => {
    const embedded = portico.modal.embedded
    if (embedded && !embeddedTarget) return
    const themeConfig = () => toThemeConfig(portico.theme.mode, portico.theme.variables)
    const mount = mountPortico(
      embedded ? embeddedTarget! : undefined,
      () => <ModalRoot portico={portico} {...(locale ? { locale } : {})} />,
      { theme: themeConfig(), appendToPage, ...(nonce ? { nonce } : {}) },
    )
    const stopTheme = reaction(themeConfig, (theme) => mount.setTheme(theme))
    return () => {
      stopTheme()
      // Unmounting a React root from inside another root's commit makes React warn; a
      // microtask lets the host's commit finish first.
      queueMicrotask(() => mount.unmount())
    }
  }, [portico, ModalRoot, appendToPage, embeddedTarget, nonce, locale])
}
