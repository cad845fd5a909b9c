import { type Address, namehash, type PublicClient, zeroAddress } from 'viem'
import type { CaipNetwork } from '../../core/caip/types'
import { loadEnsNormalizer } from '../../core/validation/loadEnsNormalizer'
import { ENS_REGISTRY, type EnsOptions, lookupEnsName, registryAbi } from './ens'

const nameResolverAbi = [
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ type: 'string' }],
  },
] as const

/**
 * The account's ENS primary name and avatar (SPEC §7 "ENS address and avatar lookup") as
 * contract reads through `client` (the RPC gateway): the reverse record of
 * `<address>.addr.reverse` (EIP-181 `name(bytes32)`), kept only when that name resolves back
 * to the address, since anyone may claim any name in their own reverse record, and only when it
 * is already in its ENSIP-15 normalized form (a primary name that is not is invalid, and would
 * show something other than what resolves). The avatar is
 * the name's `avatar` text record through the one URL policy (lookupEnsName). Undefined when
 * the chain holds no registry, the address claims no name, or the claim is not verified.
 *
 * @example
 * ```ts
 * await lookupEnsAddress(client, '0x90F7…b906', anvil, ens) // { name: 'carol.eth', avatar: 'data:image/svg+xml;…' }
 * ```
 */
export async function lookupEnsAddress(
  client: PublicClient,
  address: string,
  network: CaipNetwork,
  ens: EnsOptions = {},
): Promise<{ name: string; avatar?: string } | undefined> {
  if (!(ens.chains ?? ['eip155:1']).includes(network.caipNetworkId)) return undefined
  if (!/^0x[0-9a-f]{40}$/i.test(address)) return undefined
  const node = namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
  const resolver = await client.readContract({
    address: ens.registry ?? ENS_REGISTRY,
    abi: registryAbi,
    functionName: 'resolver',
    args: [node],
  })
  if (resolver === zeroAddress) return undefined
  const name = await client.readContract({
    address: resolver as Address,
    abi: nameResolverAbi,
    functionName: 'name',
    args: [node],
  })
  if (!name) return undefined
  const normalized = (await loadEnsNormalizer())(name)
  if (!normalized.ok || normalized.value !== name) return undefined
  // Forward verification: the claimed name must resolve back to this very address.
  const forward = await lookupEnsName(client, name, network, ens)
  if (forward?.address.toLowerCase() !== address.toLowerCase()) return undefined
  return { name, ...(forward.avatar ? { avatar: forward.avatar } : {}) }
}
