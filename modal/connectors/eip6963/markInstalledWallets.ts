/** The part of a wallet-listing entry (SPEC §3 "Wallet listing") this function reads. */
export interface ListingWithRdns {
  rdns?: string | null
  installed?: boolean
}

/**
 * Marks wallet-listing entries `installed` when their rdns matches a wallet that announced
 * itself over EIP-6963 on this page. Entries already marked installed stay so. Returns new
 * objects; the input is left as it is.
 *
 * @example
 * ```ts
 * markInstalledWallets([{ id: 'a', rdns: 'io.metamask' }], ['io.metamask'])
 * // [{ id: 'a', rdns: 'io.metamask', installed: true }]
 * ```
 */
export function markInstalledWallets<T extends ListingWithRdns>(
  listings: readonly T[],
  announcedRdns: Iterable<string>,
): (T & { installed: boolean })[] {
  const announced = new Set([...announcedRdns].map((rdns) => rdns.toLowerCase()))
  return listings.map((listing) => ({
    ...listing,
    installed:
      listing.installed === true ||
      (typeof listing.rdns === 'string' && announced.has(listing.rdns.toLowerCase())),
  }))
}
