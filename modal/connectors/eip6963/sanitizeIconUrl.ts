/** Longer icons are refused: a wallet listing should not carry megabytes of image text. */
export const MAX_ICON_URL_LENGTH = 128 * 1024

/**
 * Checks an icon URL that came from outside (an EIP-6963 announcement, a wallet listing) and
 * returns it when it is safe to put in an `<img src>`: a `data:image/…` URI or an http(s) URL.
 * Anything else — `javascript:`, `data:text/html`, `blob:`, relative paths, control
 * characters, oversized strings — yields undefined, so the UI shows its placeholder.
 * The result is meant for `<img src>` only, never for CSS or HTML text.
 *
 * @example
 * ```ts
 * sanitizeIconUrl('data:image/svg+xml,%3Csvg…') // the same string
 * sanitizeIconUrl('javascript:alert(1)') // undefined
 * ```
 */
export function sanitizeIconUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const url = value.trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (url === '' || url.length > MAX_ICON_URL_LENGTH || /[\u0000-\u001f\u007f]/.test(url)) {
    return undefined
  }
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(url)) return url
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
}
