import { decodeBase58 } from '../../chains/solana/base58'
import type { FamilySignature } from './verifyFamilies'

/**
 * Whether a Solana signature (base58, 64 bytes) is the address's (base58 ed25519 public key,
 * 32 bytes) over the message's UTF-8 bytes, as Wallet Standard `solana:signMessage` signs it.
 * Checked with WebCrypto's Ed25519 (Node 20+, current browsers).
 *
 * @example
 * ```ts
 * await verifySolanaSignature({ reference, address, message, signature }) // true
 * ```
 */
export async function verifySolanaSignature(signed: FamilySignature): Promise<boolean> {
  const key = decodeBase58(signed.address)
  const signature = decodeBase58(signed.signature)
  if (key?.length !== 32 || signature?.length !== 64) return false
  try {
    const { subtle } = globalThis.crypto
    const publicKey = await subtle.importKey(
      'raw',
      new Uint8Array(key),
      { name: 'Ed25519' },
      false,
      ['verify'],
    )
    const bytes = new TextEncoder().encode(signed.message)
    return await subtle.verify({ name: 'Ed25519' }, publicKey, new Uint8Array(signature), bytes)
  } catch {
    return false
  }
}
