import { reaction } from 'mobx'
import type { ComponentType } from 'react'
import type { Portico } from '../core/createPortico'
import type { HostLocales } from '../ui/i18n/hostLocales'
import type { Locale } from '../ui/i18n/loadLocale'
// Type only: the lazy path must not pull the mount (and its stylesheet) into start-up.
import type { mountPortico } from '../ui/mount/mountPortico'
import { toThemeConfig } from './themeConfig'

/** What the provider mounts in the shadow root: ModalRoot, or a stand-in. */
export type ModalComponent = ComponentType<{
  portico: Portico
  locale?: Locale
  locales?: HostLocales
}>

/** Where and how the provider asks for the modal. */
export interface ModalMountSettings {
  appendToPage: boolean
  embeddedTarget?: HTMLElement
  nonce?: string
  locale?: Locale
  locales?: HostLocales
}

/** Puts the modal on the page; returns the cleanup. Called from an effect. */
export type ModalMounter = (portico: Portico, settings: ModalMountSettings) => () => void

/**
 * Mounts `ModalRoot` with `mount` (mountPortico) and keeps its theme in step with the store.
 *
 * @example
 * ```ts
 * const cleanup = mountModalWith(mountPortico, ModalRoot)(portico, { appendToPage: true })
 * ```
 */
export function mountModalWith(
  mount: typeof mountPortico,
  ModalRoot: ModalComponent,
): ModalMounter {
  return (portico, { embeddedTarget, nonce, locale, locales, appendToPage }) => {
    const store = portico.theme
    const themeConfig = () => toThemeConfig(store.mode, store.variables, store.preset)
    const mounted = mount(
      embeddedTarget,
      () => (
        <ModalRoot
          portico={portico}
          {...(locale ? { locale } : {})}
          {...(locales ? { locales } : {})}
        />
      ),
      { theme: themeConfig(), appendToPage, ...(nonce ? { nonce } : {}) },
    )
    const stopTheme = reaction(themeConfig, (theme) => mounted.setTheme(theme))
    return () => {
      stopTheme()
      // Unmounting a React root from inside another root's commit makes React warn; a
      // microtask lets the host's commit finish first.
      queueMicrotask(() => mounted.unmount())
    }
  }
}
