import type { Platform } from '../../core/options/platform'

/** How the connector treats pairing on a platform (see WalletConnectConnectorOptions). */
export type PairingPlatform = 'default' | 'messagingApp' | 'iosSafari'

/**
 * The pairing behaviour a detected platform calls for (SPEC §4): inside a messaging app's
 * browser, or in Safari on an iPhone or iPad (every iOS browser runs on Safari's engine and
 * drops a page that leaves for the wallet app), the existing pairing is reused while it is
 * valid and an in-flight connection is awaited.
 *
 * @example
 * ```ts
 * pairingPlatform({ device: 'mobile', os: 'ios', messagingAppBrowser: false }) // 'iosSafari'
 * ```
 */
export function pairingPlatform(platform: Platform): PairingPlatform {
  if (platform.messagingAppBrowser) return 'messagingApp'
  if (platform.os === 'ios' && platform.device === 'mobile') return 'iosSafari'
  return 'default'
}
