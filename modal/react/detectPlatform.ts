import { DEFAULT_PLATFORM, type Platform, type PlatformOs } from '../core/options/platform'

/** The part of `navigator` read by {@link detectPlatform}. */
export interface NavigatorLike {
  userAgent: string
  maxTouchPoints?: number
}

const MESSAGING_APP_BROWSERS = /Telegram|FBAN|FBAV|Instagram|Line\/|WhatsApp|MicroMessenger/i

function osOf(userAgent: string, touch: boolean): PlatformOs {
  if (/Android/i.test(userAgent)) return 'android'
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  // iPadOS reports itself as a Mac; only the touch screen tells them apart.
  if (/Macintosh/i.test(userAgent)) return touch ? 'ios' : 'mac'
  if (/Windows/i.test(userAgent)) return 'windows'
  if (/Linux|X11/i.test(userAgent)) return 'linux'
  return 'other'
}

/**
 * Works out the visitor's device from the browser, for hosts that pass options to the provider
 * (the core never reads `navigator` itself). A phone or tablet counts as mobile (SPEC §2: it
 * opens on AllWallets when there are no adapters). Without a navigator (a server render) it
 * answers the default platform.
 *
 * @example
 * ```ts
 * detectPlatform({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })
 * // { device: 'mobile', os: 'ios', messagingAppBrowser: false }
 * ```
 */
export function detectPlatform(navigator: NavigatorLike | undefined): Platform {
  if (!navigator?.userAgent) return DEFAULT_PLATFORM
  const { userAgent } = navigator
  const os = osOf(userAgent, (navigator.maxTouchPoints ?? 0) > 1)
  const mobile = os === 'android' || os === 'ios' || /Mobi/i.test(userAgent)
  return {
    device: mobile ? 'mobile' : 'desktop',
    os,
    messagingAppBrowser: MESSAGING_APP_BROWSERS.test(userAgent),
  }
}
