/**
 * A small square SVG icon with one letter, as an EIP-6963 data URI (the EIP asks for a
 * data URI of at least 96x96 pixels).
 */
export function letterIcon(letter: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="22" fill="${background}"/>` +
    `<text x="48" y="64" font-family="sans-serif" font-size="48" font-weight="700" ` +
    `text-anchor="middle" fill="#ffffff">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
