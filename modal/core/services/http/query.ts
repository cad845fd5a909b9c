/** A query-string value; arrays are comma-joined, undefined and null are left out. */
export type QueryValue = string | number | boolean | readonly string[] | undefined | null

export type QueryParams = Readonly<Record<string, QueryValue>>

/**
 * Joins a base URL, a path and query parameters. The base may carry a path prefix and a
 * trailing slash; the path may start with or without a slash.
 *
 * @example
 * ```ts
 * buildUrl('http://127.0.0.1:4000/', 'v1/wallets', { page: 1, include: ['a', 'b'] })
 * // 'http://127.0.0.1:4000/getWallets?page=1&include=a%2Cb'
 * ```
 */
export function buildUrl(baseUrl: string, path: string, params: QueryParams = {}): string {
  const base = baseUrl.replace(/\/+$/, '')
  const suffix = path.startsWith('/') ? path : `/${path}`
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    search.append(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const query = search.toString()
  return query ? `${base}${suffix}?${query}` : `${base}${suffix}`
}

/** Encodes one path segment (an address, a name) so that it cannot change the path. */
export function segment(value: string): string {
  // Colons are legal in a path segment (RFC 3986 pchar) and keep CAIP ids readable.
  return encodeURIComponent(value).replace(/%3A/gi, ':')
}
