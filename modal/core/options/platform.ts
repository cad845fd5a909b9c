import type { SocialOption } from './features'

/** The operating system family, as far as the socials filter and the router care. */
export type PlatformOs = 'ios' | 'android' | 'mac' | 'windows' | 'linux' | 'other'

/**
 * What Portico knows about the visitor's device. The host (or the React layer) detects it and
 * passes it in: the core never reads `navigator`, so it stays testable and import-safe.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, platform: { device: 'mobile', os: 'ios' } })
 * ```
 */
export interface Platform {
  /** Decides the opening view when there are no adapters (SPEC §2). */
  device: 'mobile' | 'desktop'
  os: PlatformOs
  /** True inside a messaging app's in-app browser (Telegram and the like). */
  messagingAppBrowser: boolean
}

/** The platform assumed when the host says nothing: a desktop browser. */
export const DEFAULT_PLATFORM: Readonly<Platform> = Object.freeze({
  device: 'desktop',
  os: 'other',
  messagingAppBrowser: false,
})

/** Socials each OS cannot offer inside a messaging-app browser (SPEC §5). */
const BLOCKED_IN_MESSAGING_APP: Record<PlatformOs, readonly SocialOption[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  windows: [],
  linux: [],
  other: [],
}

/**
 * SPEC §5 messaging-app browser socials filter: inside a messaging app's browser, iOS drops
 * google, Mac drops x and Android drops facebook and x. Elsewhere the list is returned as is.
 *
 * @example
 * ```ts
 * filterSocialsForPlatform(['google', 'x'], { device: 'mobile', os: 'ios', messagingAppBrowser: true })
 * // ['x']
 * ```
 */
export function filterSocialsForPlatform(
  socials: readonly SocialOption[],
  platform: Platform,
): SocialOption[] {
  if (!platform.messagingAppBrowser) return [...socials]
  const blocked = BLOCKED_IN_MESSAGING_APP[platform.os]
  return socials.filter((social) => !blocked.includes(social))
}
