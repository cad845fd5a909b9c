/**
 * Shortens an address for display: the first 6 and last 4 characters around an ellipsis.
 * Short strings are returned as they are.
 *
 * @example
 * ```ts
 * truncateAddress('0x1111111111111111111111111111111111111111') // '0x1111…1111'
 * ```
 */
export function truncateAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}
