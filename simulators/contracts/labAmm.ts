import { type Address, getAddress, getContractAddress } from 'viem'
import { devAccount, type LabTokenSymbol } from './labTokens'

/** The dev account that deploys and seeds the AMM; no simulated wallet uses it. */
export const AMM_DEPLOYER_INDEX = 8

/** Who receives the 0.85 % provider fee of every lab swap (no key: it only ever receives). */
export const LAB_SWAP_FEE_RECIPIENT: Address = getAddress(
  '0x00000000000000000000000000000000000fee85',
)

/** The native token as the AMM and the convert API write it. */
export const AMM_NATIVE: Address = getAddress('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')

/** An asset of the AMM: the native token or a lab token. */
export type AmmAsset = 'ETH' | LabTokenSymbol

/**
 * The pairs the lab seeds, in whole tokens, at the lab's table prices (ETH 3000 USD, UNI 7.5,
 * USDC and USDT 1): deep enough that a swap of a few ETH moves the price by well under 1 %.
 */
export const AMM_SEED_PAIRS: readonly (readonly [AmmAsset, bigint, AmmAsset, bigint])[] = [
  ['ETH', 100n, 'USDC', 300_000n],
  ['ETH', 100n, 'UNI', 40_000n],
  ['ETH', 100n, 'USDT', 300_000n],
  ['USDC', 300_000n, 'UNI', 40_000n],
  ['USDC', 300_000n, 'USDT', 300_000n],
  ['UNI', 40_000n, 'USDT', 300_000n],
]

/**
 * Where `deployAmm` puts the AMM on a fresh chain: the deployer's first contract, so the same
 * address on every lab chain whatever ran before it from other accounts.
 *
 * @example
 * ```ts
 * labAmmAddress() // 0x… (dev account 8, nonce 0)
 * ```
 */
export function labAmmAddress(): Address {
  return getContractAddress({ from: devAccount(AMM_DEPLOYER_INDEX).address, nonce: 0n })
}
