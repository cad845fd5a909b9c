import type { Portico } from '../../../core/createPortico'

/**
 * Reads the account's identity (name and avatar; the name from the reverse lookup when the
 * identity has none) from the Blockchain API and puts it on the
 * account, so the Account view and the host's button show `alice.portico.id` rather than the
 * bare address. eip155 only (names resolve to EVM addresses); a failure leaves the address.
 * Without a configured Blockchain API nothing is requested.
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
  if (chain?.namespace !== 'eip155' || !api) return
  try {
    const { name, avatar } = await api.fetchIdentity({ address, sender: address })
    // Without an identity name, the first name the address holds (reverse lookup, 5 min cache).
    const names = name ? [] : await api.reverseLookupName({ address, sender: address })
    const reverse = names.find((profile) => typeof profile?.name === 'string')?.name
    if (portico.chains.activeChain?.account.address !== address) return
    portico.chains.setAccount('eip155', {
      profileName: name ?? reverse ?? undefined,
      profileImage: avatar ?? undefined,
    })
  } catch (error) {
    portico.deps.logger.warn('identity unavailable', error)
  }
}
