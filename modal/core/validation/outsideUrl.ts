/**
 * The one policy for URLs that come from outside and are opened for the visitor (a provider's
 * checkout, say): https anywhere, plain http only on this machine (127.0.0.1 or localhost).
 * Anything else (javascript:, data:, file:, garbage) is refused.
 *
 * @example
 * ```ts
 * isOpenableUrl('https://pay.example/checkout') // true
 * isOpenableUrl('javascript:alert(1)')          // false
 * ```
 */
export function isOpenableUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost')
}
