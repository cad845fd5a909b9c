import type { SiwxMessageData } from './siwxTypes'

/** Which field of a sign-in message is wrong, and how (for logs; the visitor sees SPEC §8). */
export interface SiwxFieldProblem {
  field: keyof SiwxMessageData
  reason: string
}

/** EIP-4361: a nonce is at least 8 alphanumeric characters; 128 is Portico's ceiling. */
const NONCE = /^[A-Za-z0-9]{8,128}$/
/** No field of a message is longer than this (a resource URI included). */
const MAX_FIELD = 1024
const MAX_RESOURCES = 64
/** C0, DEL, C1 and the Unicode line and paragraph separators: nothing that breaks a line. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u
/** RFC 3986 authority as EIP-4361 uses it: a DNS name, IPv4 or [IPv6], and an optional port. */
const AUTHORITY =
  /^(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/
/** RFC 3986 URI: scheme ":" then only URI characters, every `%` followed by two hex digits. */
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/
/** RFC 3339 date-time (what `Date.toISOString` writes is one). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/
/** EIP-4361 Request ID: `*pchar`. */
const PCHARS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/

/** The CAIP-2 reference each family defines, and the address it signs in with. */
const FAMILIES: Readonly<Record<string, { reference: RegExp; address: RegExp }>> = {
  // EIP-155: a positive decimal chain id; the address is checked for EIP-55 apart (eip55.ts).
  eip155: { reference: /^[1-9][0-9]{0,31}$/, address: /^0x[0-9A-Fa-f]{40}$/ },
  // CAIP-30: the first 32 base58 characters of the genesis hash; base58 public keys.
  solana: {
    reference: /^[1-9A-HJ-NP-Za-km-z]{32}$/,
    address: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  },
  // CAIP-4 (bip122) and CAIP-13 (polkadot): the first 32 hex characters of the genesis hash.
  bip122: { reference: /^[0-9a-f]{32}$/, address: /^[A-Za-z0-9]{14,90}$/ },
  polkadot: { reference: /^[0-9a-f]{32}$/, address: /^[1-9A-HJ-NP-Za-km-z]{40,52}$/ },
}

/**
 * Whether a nonce is what EIP-4361 asks (8 or more letters and digits; Portico caps it at 128).
 *
 * @example
 * ```ts
 * isSiwxNonce('k3j4h5g6') // true
 * isSiwxNonce('abcdefgh12\nURI: https://evil.example') // false
 * ```
 */
export const isSiwxNonce = (nonce: unknown): boolean =>
  typeof nonce === 'string' && NONCE.test(nonce)

const isDateTime = (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))

const FIELDS: readonly (keyof SiwxMessageData)[] = [
  'domain',
  'accountAddress',
  'statement',
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
]
/** Fields a message may leave out; Issued At is not one of them, whatever the type says. */
const OPTIONAL = new Set<keyof SiwxMessageData>([
  'statement',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
])

type Check = [keyof SiwxMessageData, (value: string) => boolean, string]

const CHECKS: readonly Check[] = [
  ['domain', (v) => AUTHORITY.test(v), 'not an RFC 3986 authority'],
  ['uri', (v) => URI.test(v), 'not an RFC 3986 URI'],
  ['version', (v) => v === '1', "not '1'"],
  ['nonce', isSiwxNonce, 'not 8–128 letters and digits'],
  ['issuedAt', isDateTime, 'not an RFC 3339 date-time'],
  ['expirationTime', isDateTime, 'not an RFC 3339 date-time'],
  ['notBefore', isDateTime, 'not an RFC 3339 date-time'],
  ['requestId', (v) => PCHARS.test(v), 'not RFC 3986 pchars'],
  ['statement', (v) => v.length > 0, 'empty'],
]

/**
 * What is wrong with a sign-in message's fields, before any wallet sees them, or undefined when
 * nothing is: every field free of control characters (a CR or LF would forge lines), domain and
 * URI as RFC 3986 says, nonce alphanumeric and at least 8 long, the chain id as its family
 * defines it, Issued At present, times RFC 3339, resources URIs. The eip155 EIP-55 checksum is
 * checked apart (it needs keccak: `eip55.ts` in the siwx feature).
 *
 * @example
 * ```ts
 * siwxFieldProblem({ ...data, nonce: 'abcdefgh12\nURI: https://evil.example' })
 * // { field: 'nonce', reason: 'has a control character' }
 * ```
 */
export function siwxFieldProblem(data: SiwxMessageData): SiwxFieldProblem | undefined {
  for (const field of FIELDS) {
    const value: unknown = data[field]
    if (value === undefined) {
      if (OPTIONAL.has(field)) continue
      return { field, reason: 'missing' }
    }
    const texts: unknown[] = field === 'resources' && Array.isArray(value) ? value : [value]
    for (const text of texts) {
      if (typeof text !== 'string') return { field, reason: 'not text' }
      if (CONTROL.test(text)) return { field, reason: 'has a control character' }
      if (text.length > MAX_FIELD) return { field, reason: 'too long' }
    }
  }
  for (const [field, valid, reason] of CHECKS) {
    const value = data[field]
    if (typeof value === 'string' && !valid(value)) return { field, reason }
  }
  const resources = data.resources ?? []
  if (resources.length > MAX_RESOURCES) return { field: 'resources', reason: 'too many' }
  if (resources.some((resource) => !URI.test(resource))) {
    return { field: 'resources', reason: 'not RFC 3986 URIs' }
  }
  return chainProblem(data)
}

function chainProblem(data: SiwxMessageData): SiwxFieldProblem | undefined {
  const [namespace = '', reference = '', ...rest] = data.chainId.split(':')
  const family = FAMILIES[namespace]
  if (!family || rest.length > 0 || !family.reference.test(reference)) {
    return { field: 'chainId', reason: `not a CAIP-2 id of a known family` }
  }
  if (!family.address.test(data.accountAddress)) {
    return { field: 'accountAddress', reason: `not a ${namespace} address` }
  }
  return undefined
}
