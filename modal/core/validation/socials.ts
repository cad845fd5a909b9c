/** The platform a messaging-app (in-app) browser runs on. */
export type InAppBrowserPlatform = 'ios' | 'mac' | 'android' | 'other'

/** SPEC §5: socials removed in a messaging-app browser, per platform. */
const REMOVED_IN_APP: Record<InAppBrowserPlatform, readonly string[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The socials to offer inside a messaging-app browser (SPEC §5): on iOS google is removed, on
 * Mac x, on Android facebook and x, because their sign-in pages refuse embedded browsers there.
 * Outside such a browser the list is returned unchanged.
 *
 * @example
 * ```ts
 * filterSocialsForBrowser(['google', 'x', 'github'], { inAppBrowser: true, platform: 'ios' })
 * // ['x', 'github']
 * ```
 */
export function filterSocialsForBrowser<T extends string>(
  socials: readonly T[],
  browser: { inAppBrowser: boolean; platform: InAppBrowserPlatform },
): T[] {
  if (!browser.inAppBrowser) return [...socials]
  const removed = REMOVED_IN_APP[browser.platform] ?? []
  return socials.filter((social) => !removed.includes(social))
}
