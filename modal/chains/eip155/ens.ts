import { type Address, namehash, type PublicClient, zeroAddress } from 'viem'
import type { CaipNetwork } from '../../core/caip/types'
import { loadEnsNormalizer } from '../../core/validation/loadEnsNormalizer'
import { safeImageUrl } from '../../core/validation/urlPolicy'

/** The ENS registry's address on Ethereum (and on the chains that deploy it canonically). */
export const ENS_REGISTRY = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e' as const

/** Where ENS lives for this adapter: the registry to read, on which chains. */
export interface EnsOptions {
  /** Default {@link ENS_REGISTRY}. */
  registry?: Address
  /** CAIP-2 ids of the chains that hold the registry. Default `['eip155:1']`. */
  chains?: readonly string[]
}

/** The registry read every lookup starts with: the resolver of a node. */
export const registryAbi = [
  {
    type: 'function',
    name: 'resolver',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ type: 'address' }],
  },
] as const

const resolverAbi = [
  {
    type: 'function',
    name: 'addr',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ type: 'address' }],
  },
  {
    type: 'function',
    name: 'text',
    stateMutability: 'view',
    inputs: [
      { name: 'node', type: 'bytes32' },
      { name: 'key', type: 'string' },
    ],
    outputs: [{ type: 'string' }],
  },
] as const

/**
 * ENS address and avatar lookup (SPEC §7) as contract reads through `client` (which goes
 * through the RPC gateway), on the chains that hold the registry: the registry's resolver for
 * the namehash of the name's ENSIP-15 normalized form, then `addr` and the `avatar` text record.
 * An unknown name, or one normalization refuses or without a dot, gives undefined; an avatar that
 * fails the image URL policy is left out.
 *
 * @example
 * ```ts
 * await lookupEnsName(client, 'bob.eth', ethereum) // { address: '0x3C44…93BC' }
 * ```
 */
export async function lookupEnsName(
  client: PublicClient,
  name: string,
  network: CaipNetwork,
  ens: EnsOptions = {},
): Promise<{ address: string; avatar?: string } | undefined> {
  if (!(ens.chains ?? ['eip155:1']).includes(network.caipNetworkId)) return undefined
  const normalized = (await loadEnsNormalizer())(name)
  if (!normalized.ok || !normalized.value.includes('.')) return undefined
  const registry = ens.registry ?? ENS_REGISTRY
  const node = namehash(normalized.value)
  const resolver = await client.readContract({
    address: registry,
    abi: registryAbi,
    functionName: 'resolver',
    args: [node],
  })
  if (resolver === zeroAddress) return undefined
  const read = <F extends 'addr' | 'text'>(functionName: F, args: readonly unknown[]) =>
    client.readContract({ address: resolver, abi: resolverAbi, functionName, args } as never)
  const address = (await read('addr', [node])) as Address
  if (address === zeroAddress) return undefined
  const avatar = safeImageUrl(
    await (read('text', [node, 'avatar']) as Promise<string>).catch(() => ''),
  )
  return { address, ...(avatar ? { avatar } : {}) }
}
