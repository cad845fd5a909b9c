import type { Portico } from '../../../core/createPortico'
import { featureError } from '../../../core/errors/featureMessages'
import { requireApi } from '../../../core/services/requireApi'
import { safeImageUrl } from '../../../core/validation/urlPolicy'

interface Identity {
  name?: string
  avatar?: string
}

/**
 * Reads the account's identity (name and avatar) and puts it on the account, so the Account
 * view and the host's button show `carol.eth` or `alice.portico.id` rather than the bare
 * address. First the chain: the ENS primary name, read through the RPC gateway and kept only
 * when the name resolves back to the address, with its `avatar` record. When the chain has no
 * registry or the account no primary name: the Blockchain API identity, then its reverse
 * lookup. eip155 only (names resolve to EVM addresses); avatars pass the one URL policy; a
 * failure leaves the address.
 *
 * @example
 * ```ts
 * await loadIdentity(portico, '0x90F7…b906')
 * portico.chains.activeChain?.account.profileName // 'carol.eth'
 * ```
 */
export async function loadIdentity(portico: Portico, address: string): Promise<void> {
  if (portico.chains.activeChain?.namespace !== 'eip155') return
  // A failed read leaves what the visitor already saw; an answer without a name clears it.
  const identity = (await chainIdentity(portico, address)) ?? (await apiIdentity(portico, address))
  const account = portico.chains.activeChain?.account
  if (!identity || account?.address !== address) return
  const profileImage = safeImageUrl(identity.avatar)
  // Unchanged is not written: a write is an account update, which open flows (send) react to.
  if (account.profileName === identity.name && account.profileImage === profileImage) return
  portico.chains.setAccount('eip155', { profileName: identity.name, profileImage })
}

/** The forward-verified ENS primary name (the adapter's lookup); none without a registry. */
async function chainIdentity(portico: Portico, address: string): Promise<Identity | undefined> {
  const adapter = portico.adapters.get('eip155')
  const network = portico.chains.activeCaipNetwork
  if (!adapter?.lookupAddressName || network?.chainNamespace !== 'eip155') return undefined
  try {
    return await adapter.lookupAddressName({ address, network })
  } catch (error) {
    portico.deps.logger.warn('ENS primary name unavailable', error)
    return undefined
  }
}

/** The Blockchain API identity, or its registered names; none when no API is configured. */
async function apiIdentity(portico: Portico, address: string): Promise<Identity | undefined> {
  const api = portico.services.api
  if (!api) return undefined
  try {
    const { name, avatar } = await api.fetchIdentity({ address, sender: address })
    // Without an identity name, the account's registered names (reverse lookup, 5 min cache).
    return { name: name ?? (await reverseName(portico, address)), avatar: avatar ?? undefined }
  } catch (error) {
    portico.deps.logger.warn('identity unavailable', error)
    return undefined
  }
}

/** The account's first registered name (GET /v1/profile/reverse/{address}); none on failure. */
async function reverseName(portico: Portico, address: string): Promise<string | undefined> {
  try {
    const names = await requireApi(portico.services).reverseLookupName({
      address,
      sender: address,
    })
    return names[0]?.name
  } catch (error) {
    portico.deps.logger.warn(
      'reverse lookup failed',
      featureError('ERROR_FETCHING_NAMES_FOR_ADDRESS', { cause: error }),
    )
    return undefined
  }
}
