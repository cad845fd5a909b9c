/** FNV-1a over the text: a stable 32-bit number from any string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/**
 * Three colours derived from an address (case-insensitive), for an avatar that is the same for
 * the same address on every page and visit, and tells neighbouring addresses apart.
 *
 * @example
 * ```ts
 * addressColors('0xf39F…2266') // ['hsl(212 70% 55%)', 'hsl(268 65% 45%)', 'hsl(24 80% 60%)']
 * ```
 */
export function addressColors(address: string): [string, string, string] {
  const hash = fnv1a(address.toLowerCase())
  const hue = hash % 360
  const second = (hue + 40 + ((hash >>> 9) % 120)) % 360
  const third = (hue + 180 + ((hash >>> 17) % 60)) % 360
  return [`hsl(${hue} 70% 55%)`, `hsl(${second} 65% 45%)`, `hsl(${third} 80% 60%)`]
}
