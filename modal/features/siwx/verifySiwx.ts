import type { Client } from 'viem'
import type { CaipNetworkId } from '../../core/caip/types'
import { siwxFieldProblem } from '../../core/options/siwxFields'
import type { SiwxMessageData } from '../../core/options/siwxTypes'
import { parseCaip122 } from './parseCaip122'
import { FAMILY_VERIFIERS } from './verifyFamilies'

/**
 * What {@link verifySiwx} checks a signed sign-in message against.
 *
 * @example
 * ```ts
 * const params: VerifySiwxParams = { message, signature, now: Date.now(), expected: { domain: 'acme.example', nonce } }
 * ```
 */
export interface VerifySiwxParams {
  /** The text the wallet signed (CAIP-122; for eip155 EIP-4361). */
  message: string
  /** The wallet's signature: hex on eip155, base58 on solana, base64 BIP-322 on bip122. */
  signature: string
  /** The instant (ms since 1970) Expiration Time and Not Before are judged at. */
  now: number
  /** What the server knows: each field given must equal the message's. */
  expected?: {
    domain?: string
    uri?: string
    /** The nonce the server issued (and has not seen used). */
    nonce?: string
    chainId?: CaipNetworkId
    accountAddress?: string
  }
  /** eip155: a viem public client of the message's chain, so smart accounts verify (ERC-1271 / ERC-6492). */
  client?: Client
}

/**
 * The outcome: the message's fields when it verifies, else why not (for logs, not visitors).
 *
 * @example
 * ```ts
 * const result: SiwxVerification = await verifySiwx(params)
 * if (result.valid) createSession(result.data.accountAddress)
 * ```
 */
export type SiwxVerification =
  | { valid: true; data: SiwxMessageData }
  | { valid: false; reason: string }

const refuse = (reason: string): SiwxVerification => ({ valid: false, reason })

/** Whether the message speaks at `now` and names what the server expects. */
function contextProblem(data: SiwxMessageData, params: VerifySiwxParams): string | undefined {
  if (data.expirationTime && Date.parse(data.expirationTime) <= params.now) return 'expired'
  if (data.notBefore && Date.parse(data.notBefore) > params.now) return 'not valid yet'
  for (const [key, value] of Object.entries(params.expected ?? {})) {
    if (value !== undefined && data[key as keyof SiwxMessageData] !== value) {
      return `${key} is not the expected one`
    }
  }
  return undefined
}

/**
 * Verifies a signed CAIP-122 sign-in message on a host's server: the text must be exactly what
 * Portico (and, for eip155, viem's `createSiweMessage` and the `siwe` package) write, every field
 * valid (as `siwxFieldProblem` checks before a wallet signs, EIP-55 included), the message in
 * force at `now`, the expected fields equal, and the signature the account's: eip155 by
 * recovery, or on the chain through `client` (ERC-1271, ERC-6492 smart accounts); solana
 * ed25519; bip122 BIP-322 simple. Never throws for a bad message or signature.
 *
 * @example
 * ```ts
 * import { verifySiwx } from 'portico/siwx'
 * const result = await verifySiwx({ message, signature, now: Date.now(),
 *   expected: { domain: 'acme.example', nonce: issuedNonce }, client: publicClient })
 * if (!result.valid) return reply(401, result.reason)
 * ```
 */
export async function verifySiwx(params: VerifySiwxParams): Promise<SiwxVerification> {
  const data = parseCaip122(params.message)
  if (!data) return refuse('not a CAIP-122 message')
  const problem = siwxFieldProblem(data)
  if (problem) return refuse(`${problem.field}: ${problem.reason}`)
  const [namespace = '', reference = ''] = data.chainId.split(':')
  if (namespace === 'eip155') {
    const { isEip55 } = await import('./eip55')
    if (!isEip55(data.accountAddress)) return refuse('accountAddress: not EIP-55')
  }
  const context = contextProblem(data, params)
  if (context) return refuse(context)
  const verify = FAMILY_VERIFIERS[namespace]
  if (!verify) return refuse(`no signature check for ${namespace}`)
  const signed = { ...params, reference, address: data.accountAddress }
  if (!(await verify(signed))) return refuse('the signature is not the account’s')
  return { valid: true, data }
}
