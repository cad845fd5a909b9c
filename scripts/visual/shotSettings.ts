import { devices } from '@playwright/test'

/**
 * What the side-by-side review shots share, Portico's (portico.ts) and the peers' (peers.ts):
 * Chromium may resolve nothing but 127.0.0.1, both themes, a 1440×900 desktop and a 390×844
 * phone (an iPhone's agent, touch).
 *
 * @example
 * ```ts
 * const context = await browser.newContext({ ...SHOT_SIZES.phone, colorScheme: 'dark' })
 * ```
 */
export const ONLY_LOOPBACK = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'
export const SHOT_THEMES = ['light', 'dark'] as const
export const SHOT_SIZES = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: {
    userAgent: devices['iPhone 13'].userAgent,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  },
} as const
