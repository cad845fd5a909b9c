import { type Address, getContractAddress } from 'viem'
import { devAccount } from '../labKeys'

/** The dev account that deploys the lab's ENS (its own, so no other address moves). */
export const ENS_DEPLOYER_INDEX = 7

/** The names the lab's ENS holds from the start: `bob.eth` is dev account 2. */
export const LAB_ENS_NAMES: readonly { name: string; owner: number }[] = [
  { name: 'bob.eth', owner: 2 },
]

/**
 * Where deployEns puts the registry and resolver on a fresh chain (nonces 0 and 1).
 *
 * @example
 * ```ts
 * loadEip155Adapter({ window, ens: { registry: labEnsAddresses().registry } })
 * ```
 */
export function labEnsAddresses(): { registry: Address; resolver: Address } {
  const from = devAccount(ENS_DEPLOYER_INDEX).address
  return {
    registry: getContractAddress({ from, nonce: 0n }),
    resolver: getContractAddress({ from, nonce: 1n }),
  }
}
