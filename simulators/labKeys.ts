import { mnemonicToAccount } from 'viem/accounts'

/**
 * The mnemonic of anvil's (and hardhat's) default dev accounts: every lab key comes from it, so
 * every run has the same addresses. Browser-safe (no Node imports), for page-side wallets too.
 */
export const LAB_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * Dev account `index` of {@link LAB_MNEMONIC}, a viem local account that signs for real.
 *
 * @example
 * ```ts
 * devAccount(0).address // 0xf39F…2266, funded with 10,000 ETH on a fresh anvil
 * ```
 */
export const devAccount = (index: number) =>
  mnemonicToAccount(LAB_MNEMONIC, { addressIndex: index })
