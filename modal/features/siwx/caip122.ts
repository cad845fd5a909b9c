import type { SiwxMessage, SiwxMessageData } from '../../core/options/siwxTypes'

/** How each chain family names its accounts in the first line (CAIP-122 / EIP-4361). */
const FAMILY_NAMES: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
}

/**
 * Writes the CAIP-122 text of a sign-in message: domain, address, statement, URI, version,
 * chain id (the CAIP-2 reference, e.g. `1` on eip155), nonce, issued-at and expiration.
 *
 * @example
 * ```ts
 * formatCaip122({ domain: 'acme.example', accountAddress: '0xf39F…', chainId: 'eip155:1',
 *   uri: 'https://acme.example', version: '1', nonce: 'k3j4h5g6' })
 * // 'acme.example wants you to sign in with your Ethereum account:\n0xf39F…\n\nURI: …'
 * ```
 */
export function formatCaip122(data: SiwxMessageData): string {
  const [namespace = '', reference = ''] = data.chainId.split(':')
  const family = FAMILY_NAMES[namespace] ?? namespace
  const lines = [
    `${data.domain} wants you to sign in with your ${family} account:`,
    data.accountAddress,
    '',
  ]
  if (data.statement) lines.push(data.statement, '')
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
  )
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  return lines.join('\n')
}

/**
 * A message object whose `toString()` is its CAIP-122 text.
 *
 * @example
 * ```ts
 * String(toSiwxMessage(data)) === formatCaip122(data) // true
 * ```
 */
export function toSiwxMessage(data: SiwxMessageData): SiwxMessage {
  const text = formatCaip122(data)
  return { ...data, toString: () => text }
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A 16-character alphanumeric nonce (EIP-4361 asks for at least 8) from the injected `random`.
 *
 * @example
 * ```ts
 * makeNonce(() => 0) // 'AAAAAAAAAAAAAAAA'
 * ```
 */
export function makeNonce(random: () => number): string {
  let nonce = ''
  for (let i = 0; i < 16; i++) {
    nonce += NONCE_ALPHABET[Math.floor(random() * NONCE_ALPHABET.length)] ?? 'A'
  }
  return nonce
}
