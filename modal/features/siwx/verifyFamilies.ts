import type { Client } from 'viem'

/** What a family's check gets: the signed text, the address it names, the signature. */
export interface FamilySignature {
  /** The CAIP-2 reference of the message's chain, e.g. `1` or the bitcoin genesis prefix. */
  reference: string
  address: string
  message: string
  signature: string
  /** eip155: the chain's public client, for smart accounts (ERC-1271 / ERC-6492). */
  client?: Client | undefined
}

/** Whether the signature is the address's over the message; each family's code loads on use. */
export type FamilyVerifier = (signed: FamilySignature) => Promise<boolean>

/**
 * The signature check of each family Portico signs in with: eip155 (EOA through viem, smart
 * accounts through ERC-1271 / ERC-6492 on the client the caller passes), solana (ed25519 over
 * the UTF-8 text, base58 key and signature), bip122 (BIP-322 simple, base64). Polkadot has none.
 *
 * @example
 * ```ts
 * await FAMILY_VERIFIERS.eip155?.({ reference: '1', address, message, signature }) // true
 * ```
 */
export const FAMILY_VERIFIERS: Readonly<Record<string, FamilyVerifier>> = {
  eip155: async (signed) => (await import('./verifyEip155')).verifyEip155Signature(signed),
  solana: async (signed) => (await import('./verifySolana')).verifySolanaSignature(signed),
  bip122: async (signed) => (await import('./verifyBip122')).verifyBip122Signature(signed),
}
