import { isHex, verifyMessage } from 'viem'
import { verifyMessage as verifyOnChain } from 'viem/actions'
import type { FamilySignature } from './verifyFamilies'

/**
 * Whether an eip155 signature is the address's over the message (EIP-191 personal_sign). With
 * a client it is asked on chain, so a smart account verifies through ERC-1271 (deployed) or
 * ERC-6492 (not yet deployed) and an EOA by recovery; without one only an EOA can verify. A
 * client on another chain than the message's verifies nothing.
 *
 * @example
 * ```ts
 * await verifyEip155Signature({ reference: '1', address, message, signature, client }) // true
 * ```
 */
export async function verifyEip155Signature(signed: FamilySignature): Promise<boolean> {
  const { address, message, signature, client } = signed
  if (!isHex(signature) || !isHex(address)) return false
  try {
    if (!client) return await verifyMessage({ address, message, signature })
    if (client.chain && String(client.chain.id) !== signed.reference) return false
    return await verifyOnChain(client, { address, message, signature })
  } catch {
    return false
  }
}
