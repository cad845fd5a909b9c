/** A pairing URI is valid this long after it is issued (SPEC §4, §9). */
export const PAIRING_URI_VALIDITY_MS = 4 * 60_000
/** It already counts as expired when this little time or less remains (SPEC §4, §9). */
export const PAIRING_URI_EXPIRY_MARGIN_MS = 10_000

/** A pairing URI as Portico shows it: Portico's own validity, not the library's 5 minutes. */
export interface PairingUri {
  uri: string
  issuedAt: number
  expiresAt: number
}

/**
 * Stamps a URI with Portico's validity window.
 *
 * @example
 * ```ts
 * issuePairingUri('wc:…', 0) // { uri: 'wc:…', issuedAt: 0, expiresAt: 240_000 }
 * ```
 */
export function issuePairingUri(uri: string, now: number): PairingUri {
  return { uri, issuedAt: now, expiresAt: now + PAIRING_URI_VALIDITY_MS }
}

/**
 * True when 10 seconds or less remain (SPEC §4).
 *
 * @example
 * ```ts
 * isPairingUriExpired(issuePairingUri('wc:…', 0), 230_000) // true
 * ```
 */
export function isPairingUriExpired(pairing: PairingUri, now: number): boolean {
  return pairing.expiresAt - now <= PAIRING_URI_EXPIRY_MARGIN_MS
}

/** Milliseconds from `now` until the URI counts as expired (0 when it already does). */
export function msUntilPairingUriExpires(pairing: PairingUri, now: number): number {
  return Math.max(0, pairing.expiresAt - PAIRING_URI_EXPIRY_MARGIN_MS - now)
}
