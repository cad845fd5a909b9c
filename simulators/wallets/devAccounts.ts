import type { HDAccount } from 'viem/accounts'
import { devAccount } from '../labKeys'

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
      account = devAccount(addressIndex)
      this.cache.set(addressIndex, account)
    }
    return account
  }
}
