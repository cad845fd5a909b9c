import { cleanLink, safeLinkUrl } from './urlPolicy'

/** Schemes a wallet deep link may never use, whatever the listing says. */
const FORBIDDEN_SCHEMES = new Set([
  'javascript',
  'vbscript',
  'data',
  'blob',
  'file',
  'filesystem',
  'about',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'view-source',
  'ws',
  'wss',
  'ftp',
  'http',
  'https',
])

/**
 * A wallet's deep link (the listing's `mobile_link`, `desktop_link`): an https universal link,
 * or the wallet's own custom scheme, or undefined (the URL policy of `urlPolicy.ts`).
 *
 * @example
 * ```ts
 * safeDeepLink('metamask://') // 'metamask://'
 * safeDeepLink('https://link.trustwallet.com') // the same URL
 * safeDeepLink('javascript://%0aalert(1)') // undefined
 * ```
 */
export function safeDeepLink(value: unknown): string | undefined {
  const url = cleanLink(value)
  if (url === undefined) return undefined
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (scheme === undefined) return undefined
  if (scheme === 'https' || scheme === 'http') return safeLinkUrl(url)
  return FORBIDDEN_SCHEMES.has(scheme) ? undefined : url
}
