import type { SiwxMessage, SiwxMessageData } from '../../core/options/siwxTypes'

/** How each chain family names its accounts in the first line (CAIP-122 / EIP-4361). */
export const FAMILY_NAMES: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
}

/**
 * Writes the CAIP-122 text of a sign-in message, for eip155 exactly EIP-4361's (byte for byte
 * what viem's `createSiweMessage` writes; `caip122.test.ts` proves it with viem and `siwe`):
 * the header, the address, a blank line, the statement and a blank line when there is one (else
 * just the blank line), then URI, Version, Chain ID (the CAIP-2 reference, e.g. `1` on eip155),
 * Nonce, Issued At and the optional Expiration Time, Not Before, Request ID and Resources.
 * Fields are written as given: check them first (`siwxFieldProblem`).
 *
 * @example
 * ```ts
 * formatCaip122({ domain: 'acme.example', accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   chainId: 'eip155:1', uri: 'https://acme.example', version: '1', nonce: 'k3j4h5g6',
 *   issuedAt: '2026-01-01T00:00:00.000Z' })
 * // 'acme.example wants you to sign in with your Ethereum account:\n0xf39F…2266\n\n\n' +
 * // 'URI: https://acme.example\nVersion: 1\nChain ID: 1\nNonce: k3j4h5g6\nIssued At: 2026-01-01T00:00:00.000Z'
 * ```
 */
export function formatCaip122(data: SiwxMessageData): string {
  const [namespace = '', reference = ''] = data.chainId.split(':')
  const family = FAMILY_NAMES[namespace] ?? namespace
  const lines = [
    `${data.domain} wants you to sign in with your ${family} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement] : []),
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
  ]
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources) lines.push('Resources:', ...data.resources.map((uri) => `- ${uri}`))
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
