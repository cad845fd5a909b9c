import { type Address, createWalletClient, getAddress, http, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { devAccount } from '../labKeys'
import { LAB_NFT } from './labNft'
import { labNftAbi, labNftBytecode } from './nftArtifacts'

/**
 * Deploys the lab's ERC-721 from dev account 9 and mints `LAB_NFT.mints` to lab accounts; its
 * token URIs point under `previewBaseUrl` (the Blockchain API stub's preview images). Returns
 * the contract address (`labNftAddress()` on a fresh chain).
 *
 * @example
 * ```ts
 * const nft = await deployLabNft(anvil.rpcUrl)
 * ```
 */
export async function deployLabNft(rpcUrl: string, previewBaseUrl = ''): Promise<Address> {
  const client = createWalletClient({
    account: devAccount(LAB_NFT.deployerIndex),
    chain: foundry,
    transport: http(rpcUrl),
    pollingInterval: 50,
  }).extend(publicActions)
  const chain = { ...foundry, id: await client.getChainId() }
  const hash = await client.deployContract({
    chain,
    abi: labNftAbi,
    bytecode: labNftBytecode,
    args: [LAB_NFT.name, LAB_NFT.symbol, previewBaseUrl],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress || receipt.status !== 'success') {
    throw new Error(`Deploying ${LAB_NFT.symbol} failed (${hash})`)
  }
  const address = getAddress(receipt.contractAddress)
  for (const mint of LAB_NFT.mints) {
    const minted = await client.writeContract({
      chain,
      address,
      abi: labNftAbi,
      functionName: 'mint',
      args: [devAccount(mint.owner).address, mint.tokenId],
    })
    await client.waitForTransactionReceipt({ hash: minted })
  }
  return address
}
