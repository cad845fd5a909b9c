import { sanitizeIconUrl } from '../../connectors/eip6963/sanitizeIconUrl'
import type { CaipNetwork } from '../../core/caip/types'
import type { ChainAdapter } from '../../core/chains/chainAdapter'
import type { Portico } from '../../core/createPortico'
import type { NameProfile } from '../../core/services/blockchainApi/types'
import { requireApi } from '../../core/services/requireApi'
import { loadEnsNormalizer } from '../../core/validation/loadEnsNormalizer'

/** A receiver name resolved to its address, with the profile's avatar when it has one. */
export interface ResolvedReceiver {
  name: string
  address: string
  avatar?: string
}

/** SLIP-44 coin type of Ethereum, under which a name keeps its EVM address. */
const ETH_COIN_TYPE = '60'

/**
 * Reads a name profile (GET /v1/profile/account/{name}) into the address to send to and the
 * avatar; undefined when the profile holds no address the namespace accepts.
 *
 * @example
 * ```ts
 * receiverFromProfile('alice.portico.id', profile, isValidAddress)?.address // '0xf39F…'
 * ```
 */
export function receiverFromProfile(
  name: string,
  profile: NameProfile | undefined,
  isValidAddress: (address: string) => boolean,
): ResolvedReceiver | undefined {
  if (!profile || typeof profile.addresses !== 'object' || profile.addresses === null) return
  const entries = [profile.addresses[ETH_COIN_TYPE], ...Object.values(profile.addresses)]
  const address = entries
    .map((entry) => (typeof entry?.address === 'string' ? entry.address : undefined))
    .find((candidate) => candidate !== undefined && isValidAddress(candidate))
  if (!address) return undefined
  const attributes = Array.isArray(profile.attributes) ? profile.attributes : []
  const avatar = attributes
    .map((attribute) => sanitizeIconUrl(attribute?.avatar))
    .find((value) => value !== undefined)
  return { name, address, ...(avatar ? { avatar } : {}) }
}

/**
 * A name's receiver from the chain's own name service (ENS on eip155, read by the adapter
 * through the RPC gateway), or undefined when the adapter has none or the name is unknown.
 *
 * @example
 * ```ts
 * await receiverOnChain(adapter, 'bob.eth', network) // { name: 'bob.eth', address: '0x3C44…' }
 * ```
 */
export async function receiverOnChain(
  adapter: Pick<ChainAdapter, 'resolveName' | 'isValidAddress'> | undefined,
  name: string,
  network: CaipNetwork | undefined,
): Promise<ResolvedReceiver | undefined> {
  if (!network || !adapter?.resolveName) return undefined
  const found = await adapter.resolveName({ name, network }).catch(() => undefined)
  if (!found || adapter.isValidAddress?.(found.address, network) === false) return undefined
  const avatar = sanitizeIconUrl(found.avatar)
  return { name, address: found.address, ...(avatar ? { avatar } : {}) }
}

/**
 * The receiver a typed name stands for: ENS names are read from the chain (SPEC §7), other
 * names from the Blockchain API's profiles, each asked for the name's ENSIP-15 normalized form
 * (which is also the name shown); `NAME_NOT_NORMALIZED` when normalization refuses the name
 * (nothing is asked), undefined when no one knows it.
 *
 * @example
 * ```ts
 * await resolveTypedName(portico, adapter, 'alice.portico.id', isValidAddress) // { name, address }
 * await resolveTypedName(portico, adapter, 'xn--80ak6aa92e.eth', isValidAddress) // 'NAME_NOT_NORMALIZED'
 * ```
 */
export async function resolveTypedName(
  portico: Portico,
  adapter: Pick<ChainAdapter, 'resolveName' | 'isValidAddress'> | undefined,
  typed: string,
  isValidAddress: (address: string) => boolean,
): Promise<ResolvedReceiver | 'NAME_NOT_NORMALIZED' | undefined> {
  const normalized = (await loadEnsNormalizer())(typed)
  if (!normalized.ok) return 'NAME_NOT_NORMALIZED'
  const name = normalized.value
  const onChain = await receiverOnChain(adapter, name, portico.chains.activeCaipNetwork)
  if (onChain) return onChain
  const profile = await requireApi(portico.services)
    .lookupName({ name })
    .catch(() => undefined)
  return receiverFromProfile(name, profile, isValidAddress)
}
