import { runInAction } from 'mobx'
import type { CaipNetwork } from '../../core/caip/types'
import { featureError } from '../../core/errors/featureMessages'
import { addressFields } from '../../core/stores/chainState'
import type { EmbeddedAuth } from './embeddedAuth'
import { accountsOf } from './embeddedUser'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Moves the embedded wallet to an eip155 `network` and makes the account the frame reports
 * there the connected one. A smart account's address can differ from chain to chain (another
 * factory, or none on a chain without smart accounts, where the EOA is used), so keeping the
 * previous chain's address would show one account, read its balance and hand it to
 * signatures while the frame signs with another. An answer without an eip155 account fails
 * the switch, so the network and account stay as they were.
 *
 * @example
 * ```ts
 * await switchEmbeddedNetwork(auth, base) // the account is Base's
 * ```
 */
export async function switchEmbeddedNetwork(
  auth: EmbeddedAuth,
  network: CaipNetwork,
): Promise<void> {
  const chainId = Number(network.id)
  await auth.call('SWITCH_NETWORK', { chainId })
  const user = await auth.call('GET_USER', { chainId })
  const accounts = accountsOf(user)
  assertEvmAccounts(user.address, accounts)
  runInAction(() => {
    auth.user = user
  })
  const type = accounts.find((account) => account.address === user.address)?.type
  auth.portico.chains.setAccount('eip155', {
    ...addressFields('eip155', user.address, network),
    allAccounts: [...accounts],
    ...(type ? { preferredAccountType: type } : {}),
    ...(user.smartAccountDeployed !== undefined
      ? { smartAccountDeployed: user.smartAccountDeployed }
      : {}),
  })
}

/**
 * The frame answers GET_USER per namespace: an eip155 account must carry 0x addresses only.
 *
 * @example
 * ```ts
 * assertEvmAccounts(user.address, user.accounts ?? []) // throws "An error occurred" otherwise
 * ```
 */
export function assertEvmAccounts(address: string, accounts: readonly { address: string }[]): void {
  if (!EVM_ADDRESS.test(address) || accounts.some((a) => !EVM_ADDRESS.test(a.address))) {
    throw featureError('AN_ERROR_OCCURRED', { details: 'GET_USER: no eip155 address' })
  }
}
