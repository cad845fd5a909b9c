/**
 * The one URL policy for every URL that comes from outside (issue 11 defect 6): identity
 * avatars, token icons, wallet images, EIP-6963 icons, explorer and store links, wallet deep
 * links. Each function returns the URL to use, or undefined: the caller then shows its
 * placeholder (initials, a generic icon, no link). Never throws.
 *
 * - Links and images: `https:`; `http:` only for a loopback host (the lab on 127.0.0.1).
 * - Images also: `data:image/…` (EIP-6963 asks for data URIs), at most {@link MAX_ICON_URL_LENGTH}.
 * - Wallet deep links: an https universal link, or the wallet's own custom scheme
 *   (`metamask://`, `trust:`), never a browser-internal or script-capable scheme.
 * - Always refused: control characters, credentials in the URL, `javascript:`, `vbscript:`,
 *   `data:` other than images, `blob:`, `file:`, relative URLs.
 *
 * Deep links are checked in `deepLinkPolicy.ts`: only views and the listing's parser, all
 * loaded after start-up, follow them.
 */

/** Longer URLs are refused: a listing should not carry megabytes of image text. */
export const MAX_ICON_URL_LENGTH = 128 * 1024
/** Links are short; anything longer is not a real link. */
const MAX_LINK_LENGTH = 4096

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const CONTROL = /[\u0000-\u001f\u007f-\u009f\s]/
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

function clean(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const url = value.trim()
  return url === '' || url.length > max || CONTROL.test(url) ? undefined : url
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/** An absolute web URL Portico may link to or load: https, or http on a loopback host. */
function web(url: string): string | undefined {
  const parsed = parse(url)
  if (!parsed) return undefined
  // Credentials in a URL are a phishing device (https://bank.example@evil.example).
  if (parsed.username || parsed.password) return undefined
  if (parsed.protocol === 'https:') return parsed.href
  return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname) ? parsed.href : undefined
}

/**
 * A URL for an `<a href>` (explorer, homepage, app store), or undefined.
 *
 * @example
 * ```ts
 * safeLinkUrl('https://etherscan.io/address/0xabc') // the same URL
 * safeLinkUrl('javascript:alert(1)') // undefined
 * ```
 */
export function safeLinkUrl(value: unknown): string | undefined {
  const url = cleanLink(value)
  return url === undefined ? undefined : web(url)
}

/**
 * A string that may be a link: trimmed, not empty, not too long, without control characters
 * or spaces. The first check of every link, deep links included.
 *
 * @example
 * ```ts
 * cleanLink(' metamask:// ') // 'metamask://'
 * cleanLink('a b') // undefined
 * ```
 */
export function cleanLink(value: unknown): string | undefined {
  return clean(value, MAX_LINK_LENGTH)
}

/**
 * A URL for an `<img src>` (avatar, token icon, wallet image, EIP-6963 icon), or undefined.
 * The result is for `<img src>` only, never for CSS or HTML text.
 *
 * @example
 * ```ts
 * safeImageUrl('data:image/svg+xml,%3Csvg%3E') // the same string
 * safeImageUrl('data:text/html,<script>') // undefined
 * ```
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const url = value.trim()
  if (url === '' || url.length > MAX_ICON_URL_LENGTH) return undefined
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(url)) {
    // Whitespace is legal inside a base64 or SVG payload; control characters are not.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
    return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(url) ? undefined : url
  }
  return clean(url, MAX_LINK_LENGTH) === undefined ? undefined : web(url)
}
