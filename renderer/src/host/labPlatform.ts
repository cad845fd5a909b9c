import type { Platform } from 'portico'

/**
 * The platform the demo page plays with `device=mobile` in its URL: Safari on an iPhone, so
 * QA and scenarios see the phone's pairing (deep links, pairing reuse) in a desktop browser.
 *
 * @example
 * ```ts
 * createPortico({ ...options, platform: LAB_IPHONE })
 * ```
 */
export const LAB_IPHONE: Platform = { device: 'mobile', os: 'ios', messagingAppBrowser: false }
