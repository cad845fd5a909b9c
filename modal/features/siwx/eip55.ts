import { checksumAddress, isAddress } from 'viem'

/**
 * The EIP-55 spelling of a hex EVM address in any case (WalletConnect delivers accounts
 * lower-cased; a sign-in message must carry the checksummed form), or undefined when it is not
 * 0x and 40 hex digits.
 *
 * @example
 * ```ts
 * toEip55('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 * ```
 */
export function toEip55(address: string): `0x${string}` | undefined {
  if (!isAddress(address, { strict: false })) return undefined
  return checksumAddress(address)
}

/**
 * Whether `address` is written exactly as EIP-55 spells it (what EIP-4361 requires).
 *
 * @example
 * ```ts
 * isEip55('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // true
 * isEip55('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // false
 * ```
 */
export function isEip55(address: string): boolean {
  return toEip55(address) === address
}
