import { type Browser, chromium } from '@playwright/test'

/** The Chromium flags the lab uses everywhere (see FIELD-NOTES: Debian's Chromium, headless). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** Debian's Chromium, unless `CHROMIUM_PATH` names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Launches Debian's headless Chromium (or `CHROMIUM_PATH`), with `extraArgs` after the lab's.
 *
 * @example
 * ```ts
 * const browser = await launchChromium()
 * await browser.close()
 * ```
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  })
}
