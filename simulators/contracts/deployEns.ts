import {
  type Address,
  createWalletClient,
  getAddress,
  type Hash,
  http,
  labelhash,
  namehash,
  publicActions,
} from 'viem'
import { foundry } from 'viem/chains'
import { devAccount } from '../labKeys'
import {
  labEnsRegistryBytecode,
  labEnsResolverBytecode,
  labEnsRegistryAbi as registryAbi,
  labEnsResolverAbi as resolverAbi,
} from './ensArtifacts'
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
  const account = devAccount(ENS_DEPLOYER_INDEX)
  const client = createWalletClient({
    account,
    chain: foundry,
    transport: http(rpcUrl),
    pollingInterval: 50,
  }).extend(publicActions)
  const chain = { ...foundry, id: await client.getChainId() }
  const settle = async (hash: Hash) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`The lab ENS set-up failed (${hash})`)
    return receipt.contractAddress ? getAddress(receipt.contractAddress) : undefined
  }
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
