import type { Portico } from '../../../core/createPortico'
import { PorticoError } from '../../../core/errors/porticoError'
import { requireApi } from '../../../core/services/requireApi'

/**
 * Reads the account's identity (name and avatar) from the Blockchain API and puts it on the
 * account, so the Account view and the host's button show `alice.portico.id` rather than the
 * bare address. eip155 only (names resolve to EVM addresses); a failure leaves the address.
 *
 * @example
 * ```ts
 * await loadIdentity(portico, '0xf39F…')
 * portico.chains.activeChain?.account.profileName // 'alice.portico.id'
 * ```
 */
export async function loadIdentity(portico: Portico, address: string): Promise<void> {
  const chain = portico.chains.activeChain
  const api = portico.services.api
  // Without a configured Blockchain API nothing is requested.
  if (chain?.namespace !== 'eip155' || !api) return
  try {
    const { name, avatar } = await api.fetchIdentity({ address, sender: address })
    // Without an identity name, the account's registered names (reverse lookup, 5 min cache).
    const registered = name ?? (await reverseName(portico, address))
    if (portico.chains.activeChain?.account.address !== address) return
    portico.chains.setAccount('eip155', {
      profileName: registered ?? undefined,
      profileImage: avatar ?? undefined,
    })
  } catch (error) {
    portico.deps.logger.warn('identity unavailable', error)
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
      new PorticoError('ERROR_FETCHING_NAMES_FOR_ADDRESS', { cause: error }),
    )
    return undefined
  }
}
