import { type Address, labelhash, namehash } from 'viem'
import { devAccount } from '../labKeys'
import {
  labEnsRegistryBytecode,
  labEnsResolverBytecode,
  labEnsRegistryAbi as registryAbi,
  labEnsResolverAbi as resolverAbi,
} from './ensArtifacts'
import { labDeployer } from './labDeployer'
import { ENS_DEPLOYER_INDEX, LAB_ENS_NAMES } from './labEns'

/**
 * Deploys the lab's ENS-compatible registry and resolver on anvil (at `labEnsAddresses()` on a
 * fresh chain) and registers {@link LAB_ENS_NAMES} (owner, resolver, `addr`), so that name
 * lookups are real contract reads.
 *
 * @example
 * ```ts
 * await deployEns(anvil.rpcUrl)
 * ```
 */
export async function deployEns(rpcUrl: string): Promise<{ registry: Address; resolver: Address }> {
  const { account, client, chain, settle } = await labDeployer(
    rpcUrl,
    ENS_DEPLOYER_INDEX,
    'ENS set-up',
  )
  const registry = await settle(
    await client.deployContract({ chain, abi: registryAbi, bytecode: labEnsRegistryBytecode }),
  )
  if (!registry) throw new Error('The lab ENS registry was not deployed')
  const resolver = await settle(
    await client.deployContract({
      chain,
      abi: resolverAbi,
      bytecode: labEnsResolverBytecode,
      args: [registry],
    }),
  )
  if (!resolver) throw new Error('The lab ENS resolver was not deployed')
  const onRegistry = { chain, address: registry, abi: registryAbi } as const
  await settle(
    await client.writeContract({
      ...onRegistry,
      functionName: 'setSubnodeOwner',
      args: [namehash(''), labelhash('eth'), account.address],
    }),
  )
  for (const { name, owner } of LAB_ENS_NAMES) {
    const label = name.slice(0, name.indexOf('.'))
    const node = namehash(name)
    await settle(
      await client.writeContract({
        ...onRegistry,
        functionName: 'setSubnodeOwner',
        args: [namehash('eth'), labelhash(label), account.address],
      }),
    )
    await settle(
      await client.writeContract({
        ...onRegistry,
        functionName: 'setResolver',
        args: [node, resolver],
      }),
    )
    await settle(
      await client.writeContract({
        chain,
        address: resolver,
        abi: resolverAbi,
        functionName: 'setAddr',
        args: [node, devAccount(owner).address],
      }),
    )
  }
  return { registry, resolver }
}
