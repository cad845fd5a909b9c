import { type Address, labelhash, namehash } from 'viem'
import { devAccount } from '../labKeys'
import { labEnsRegistryAbi as registryAbi, labEnsResolverAbi as resolverAbi } from './ensArtifacts'
import {
  labReverseRegistrarBytecode,
  labReverseRegistrarAbi as reverseAbi,
} from './ensReverseArtifacts'
import { labDeployer } from './labDeployer'
import { ENS_DEPLOYER_INDEX, labEnsAddresses } from './labEns'
import { LAB_PRIMARY_NAMES, type LabPrimaryName } from './labEnsPrimary'

/**
 * Adds reverse resolution to the lab's ENS (after deployEns, from the same deployer, who owns
 * the registry's root): deploys the reverse registrar, hands it `addr.reverse`, and gives each
 * of `names` (default {@link LAB_PRIMARY_NAMES}) a forward record, an `avatar` text record and
 * the reverse record that makes it the account's primary name.
 *
 * @example
 * ```ts
 * await deployEns(anvil.rpcUrl)
 * await deployEnsReverse(anvil.rpcUrl)
 * ```
 */
export async function deployEnsReverse(
  rpcUrl: string,
  names: readonly LabPrimaryName[] = LAB_PRIMARY_NAMES,
): Promise<{ reverseRegistrar: Address }> {
  const { account, client, chain, settle } = await labDeployer(
    rpcUrl,
    ENS_DEPLOYER_INDEX,
    'ENS reverse set-up',
  )
  const { registry, resolver } = labEnsAddresses()
  const reverseRegistrar = await settle(
    await client.deployContract({
      chain,
      abi: reverseAbi,
      bytecode: labReverseRegistrarBytecode,
      args: [registry],
    }),
  )
  if (!reverseRegistrar) throw new Error('The lab ENS reverse registrar was not deployed')
  const onRegistry = { chain, address: registry, abi: registryAbi } as const
  const onResolver = { chain, address: resolver, abi: resolverAbi } as const
  const subnode = async (parent: string, label: string, owner: Address) =>
    settle(
      await client.writeContract({
        ...onRegistry,
        functionName: 'setSubnodeOwner',
        args: [namehash(parent), labelhash(label), owner],
      }),
    )
  await subnode('', 'reverse', account.address)
  await subnode('reverse', 'addr', reverseRegistrar)
  for (const { name, owner, avatar } of names) {
    const node = namehash(name)
    const holder = devAccount(owner).address
    const parent = name.slice(name.indexOf('.') + 1)
    await subnode(parent, name.slice(0, name.indexOf('.')), account.address)
    await settle(
      await client.writeContract({
        ...onRegistry,
        functionName: 'setResolver',
        args: [node, resolver],
      }),
    )
    await settle(
      await client.writeContract({ ...onResolver, functionName: 'setAddr', args: [node, holder] }),
    )
    await settle(
      await client.writeContract({
        ...onResolver,
        functionName: 'setText',
        args: [node, 'avatar', avatar],
      }),
    )
    await settle(
      await client.writeContract({
        chain,
        address: reverseRegistrar,
        abi: reverseAbi,
        functionName: 'setNameForAddr',
        args: [holder, name],
      }),
    )
  }
  return { reverseRegistrar }
}
