import { type Address, getContractAddress } from 'viem'
import { devAccount } from '../labKeys'

/** One token the lab mints at deploy: its id, the dev account that gets it, and its name. */
export interface LabNftMint {
  tokenId: bigint
  /** Index of the receiving dev account. */
  owner: number
  name: string
  /** The Blockchain API stub flags it as spam (SPEC §3 `nft_info.flags.is_spam`). */
  spam: boolean
}

/**
 * The lab's ERC-721: deployed by dev account 9 (whose nonce 0 nothing else uses, so its address
 * is fixed whatever the token deploys do) with a few tokens for lab accounts 0 and 1; token 3
 * is an unsolicited "airdrop" the stub flags as spam.
 */
export const LAB_NFT = {
  name: 'Portico Lab Art',
  symbol: 'PLART',
  deployerIndex: 9,
  mints: [
    { tokenId: 1n, owner: 0, name: 'Portico Lab Art #1', spam: false },
    { tokenId: 2n, owner: 0, name: 'Portico Lab Art #2', spam: false },
    { tokenId: 3n, owner: 0, name: 'Claim your free reward', spam: true },
    { tokenId: 4n, owner: 1, name: 'Portico Lab Art #4', spam: false },
  ] satisfies LabNftMint[],
} as const

/**
 * Where `deployLabNft` puts the ERC-721 on a fresh chain.
 *
 * @example
 * ```ts
 * labNftAddress() // the same address on every fresh anvil
 * ```
 */
export function labNftAddress(): Address {
  return getContractAddress({ from: devAccount(LAB_NFT.deployerIndex).address, nonce: 0n })
}

/** The lab's mint of `tokenId`, if any. */
export function labNftMint(tokenId: bigint): LabNftMint | undefined {
  return LAB_NFT.mints.find((mint) => mint.tokenId === tokenId)
}
