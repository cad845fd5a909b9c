/**
 * What the pairing views need from the WalletConnect connector. The core's `PairingPort` only
 * has `reset()` so far; a port that also offers this surface (the WalletConnect connector
 * does: `currentUri`, `on('uri')`, `connect()`) lets the views show its URI. Until then they
 * show a spinner, never an invented URI.
 */
export interface PairingUriSource {
  /** The URI on show while an attempt waits for a wallet. */
  readonly currentUri: { uri: string } | undefined
  /** A new URI: the first one, or a fresh one replacing an expired one. */
  on(event: 'uri', listener: (pairing: { uri: string }) => void): () => void
  /** Starts (or reuses) a pairing attempt. */
  connect(): Promise<unknown>
  /** The wallet a mobile visitor deep-linked to last (SPEC §3), when the port keeps it. */
  readonly deepLinkChoice?: { href: string; name: string } | undefined
  /** Keeps the wallet the visitor is leaving for by deep link. */
  rememberDeepLink?(choice: { href: string; name: string }): void
}

/**
 * The pairing port seen as a {@link PairingUriSource}, when it is one.
 *
 * @example
 * ```ts
 * const source = pairingUriSource(portico.ports.pairing)
 * source?.currentUri?.uri
 * ```
 */
export function pairingUriSource(port: unknown): PairingUriSource | undefined {
  if (typeof port !== 'object' || port === null) return undefined
  const candidate = port as Partial<Record<keyof PairingUriSource, unknown>>
  const fits =
    typeof candidate.on === 'function' &&
    typeof candidate.connect === 'function' &&
    'currentUri' in port
  return fits ? (port as PairingUriSource) : undefined
}

/**
 * The link that opens a wallet app with a pairing URI: the wallet's universal link or custom
 * scheme plus `wc?uri=`, or the bare `wc:` URI, which any WalletConnect wallet handles.
 *
 * @example
 * ```ts
 * walletDeepLink('https://rainbow.me', 'wc:abc@2') // 'https://rainbow.me/wc?uri=wc%3Aabc%402'
 * walletDeepLink('rainbow://', 'wc:abc@2') // 'rainbow://wc?uri=wc%3Aabc%402'
 * ```
 */
export function walletDeepLink(mobileLink: string | undefined, uri: string): string {
  if (!mobileLink) return uri
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(mobileLink)) return `${mobileLink.replace(/\/+$/, '')}/wc?uri=${encoded}`
  const scheme = mobileLink.includes('://') ? mobileLink : `${mobileLink.replace(/:+$/, '')}://`
  return `${scheme}wc?uri=${encoded}`
}
