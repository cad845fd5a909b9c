import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** The mnemonic of anvil's dev accounts: each index holds 10000 ETH on a fresh anvil. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * Anvil's dev accounts, derived on first use only: a derivation costs ~50 ms, and most
 * wallets touch one or two of their accounts.
 *
 * @example
 * ```ts
 * const accounts = new DevAccounts()
 * accounts.get(0).address // 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
 * ```
 */
export class DevAccounts {
  private readonly cache = new Map<number, HDAccount>()

  get(addressIndex: number): HDAccount {
    let account = this.cache.get(addressIndex)
    if (!account) {
      account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
      this.cache.set(addressIndex, account)
    }
    return account
  }
}
