/**
 * A small deterministic SVG: a rounded square in colours derived from `seed`, with `label`'s
 * initials. The stubs serve it for wallet, asset, currency and token images.
 *
 * @example
 * ```ts
 * svgBadge('wallet-0042', 'Nova Wallet') // '<svg …>…NW…</svg>', same text every time
 * ```
 */
export function svgBadge(seed: string, label: string): string {
  const hash = fnv1a(seed)
  const hue = hash % 360
  const hue2 = (hue + 40 + ((hash >>> 9) % 80)) % 360
  const initials = initialsOf(label)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 70% 55%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2} 70% 40%)"/></linearGradient></defs>`,
    '<rect width="96" height="96" rx="22" fill="url(#g)"/>',
    '<text x="48" y="60" font-family="system-ui, sans-serif" font-size="34" font-weight="700"',
    ` text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('')
}

/** Up to two initials: first letters of the first two words, else the first two characters. */
export function initialsOf(label: string): string {
  const words = label
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean)
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase()
  return (words[0] ?? '?').slice(0, 2).toUpperCase()
}

/** 32-bit FNV-1a: a stable, dependency-free hash for seeding colours and generators. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Escapes text for XML and HTML content. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
