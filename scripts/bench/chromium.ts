import { type Browser, chromium } from 'playwright-core'

/** The Chromium flags the lab uses everywhere (see FIELD-NOTES: Debian's Chromium, headless). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Launches Debian's headless Chromium (or `CHROMIUM_PATH`).
 *
 * @example
 * ```ts
 * const browser = await launchChromium()
 * await browser.close()
 * ```
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}
