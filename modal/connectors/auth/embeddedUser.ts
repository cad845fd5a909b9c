import type { AdapterConnection } from '../../core/chains/chainAdapter'
import { AUTH_CONNECTOR_ID } from '../../core/stores/connectorTypes'
import type { EmbeddedAuth } from './embeddedAuth'
import type { FrameUser } from './frameMessages'

/**
 * Takes in the user the frame reported at connect or sync: the SPEC §3 keys (e-mail, social
 * username, last used chain id, smart-account-enabled networks) are stored, the eip155
 * account gets the user's e-mail, username and smart-account state, and the user becomes an
 * adapter connection through the AUTH connector. The enabled networks are asked of the frame;
 * a frame that cannot say keeps the ones stored before.
 *
 * @example
 * ```ts
 * const connection = await connectionOfUser(auth, await auth.call('GET_USER', { chainId: 1 }))
 * ```
 */
export async function connectionOfUser(
  auth: EmbeddedAuth,
  user: FrameUser,
): Promise<AdapterConnection> {
  const { portico } = auth
  const storage = portico.storage
  if (user.email) storage.set('email', user.email)
  if (user.userName) storage.set('socialUsername', user.userName)
  storage.set('lastUsedChainId', String(user.chainId))
  const networks = await auth
    .call('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined)
    .catch(() => undefined)
  if (networks) {
    storage.set('smartAccountEnabledNetworks', networks.smartAccountEnabledNetworks)
    portico.chains.setNetwork('eip155', {
      smartAccountEnabledNetworks: networks.smartAccountEnabledNetworks,
    })
  }
  portico.chains.ensureChain('eip155')
  portico.chains.setAccount('eip155', {
    user: {
      ...(user.email ? { email: user.email } : {}),
      ...(user.userName ? { username: user.userName } : {}),
    },
    ...(user.smartAccountDeployed !== undefined
      ? { smartAccountDeployed: user.smartAccountDeployed }
      : {}),
  })
  return {
    address: user.address,
    chainId: String(user.chainId),
    accounts: accountsOf(user),
    connectorId: AUTH_CONNECTOR_ID,
  }
}

/**
 * The user's accounts; a frame that lists none has the one address, as an EOA.
 *
 * @example
 * ```ts
 * accountsOf({ address: '0x…', chainId: 1 }) // [{ address: '0x…', type: 'eoa' }]
 * ```
 */
export function accountsOf(user: FrameUser): NonNullable<FrameUser['accounts']> {
  return user.accounts ?? [{ address: user.address, type: 'eoa' }]
}
