import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../chains/testAnvil'
import { devAccount } from '../labKeys'
import { compileNftContracts } from './compileNft'
import { deployLabNft } from './deployNft'
import { LAB_NFT, labNftAddress } from './labNft'
import * as artifacts from './nftArtifacts'

describe('compileNftContracts', () => {
  it('default: recompiling nft/*.sol gives the committed ABI and bytecode', () => {
    const compiled = compileNftContracts()
    expect(Object.keys(compiled)).toEqual(['LabNft'])
    expect(compiled.LabNft?.bytecode).toBe(artifacts.labNftBytecode)
    expect(compiled.LabNft?.abi).toEqual(artifacts.labNftAbi)
  })
})

describe('deployLabNft (real anvil)', () => {
  let anvil: TestAnvil
  beforeAll(async () => {
    anvil = await startTestAnvil()
  })
  afterAll(() => anvil.stop())

  it('behavior: deploys at the fixed address and mints each lab token to its owner', async () => {
    const address = await deployLabNft(anvil.rpcUrl, 'http://127.0.0.1:1/v1/nft-image/')
    expect(address).toBe(labNftAddress())
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    for (const mint of LAB_NFT.mints) {
      const owner = await client.readContract({
        address,
        abi: artifacts.labNftAbi,
        functionName: 'ownerOf',
        args: [mint.tokenId],
      })
      expect(owner).toBe(devAccount(mint.owner).address)
    }
    const uri = await client.readContract({
      address,
      abi: artifacts.labNftAbi,
      functionName: 'tokenURI',
      args: [2n],
    })
    expect(uri).toBe('http://127.0.0.1:1/v1/nft-image/2')
  })
})
