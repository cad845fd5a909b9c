import { EIP6963_ANNOUNCE_EVENT, EIP6963_REQUEST_EVENT } from '../eip6963/eip6963'

/**
 * The rdns of every EIP-6963 wallet that announces itself on `target`: those there now (asked
 * with `eip6963:requestProvider`, answered synchronously) and any that announce later. The one
 * array is kept up to date, so a holder of it (wagmi keeps the connector's `rdns` as given) sees
 * late wallets too. Empty without a target (a server).
 *
 * @example
 * ```ts
 * const rdns = announcedRdns(window) // ['io.metamask', …]
 * ```
 */
export function announcedRdns(target: EventTarget | undefined): string[] {
  const rdns: string[] = []
  if (!target) return rdns
  target.addEventListener(EIP6963_ANNOUNCE_EVENT, (event) => {
    const id = (event as CustomEvent<{ info?: { rdns?: unknown } } | undefined>).detail?.info?.rdns
    if (typeof id === 'string' && id !== '' && !rdns.includes(id)) rdns.push(id)
  })
  target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT))
  return rdns
}
