import { createWalletClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../chains/testAnvil'
import { deployLabNft } from '../../contracts/deployNft'
import { labNftAbi } from '../../contracts/nftArtifacts'
import { devAccount } from '../../labKeys'
import type { HttpSimulator } from '../http/httpSimulator'
import { stubTestClient } from '../http/stubTestClient'
import { createBlockchainApiSimulator } from './blockchainApiSimulator'

interface HistoryItem {
  metadata: { operationType: string; minedAt: string }
  transfers: {
    nft_info?: { name: string; content: { preview: { url: string } }; flags: { is_spam: boolean } }
    direction: string
  }[]
}

let anvil: TestAnvil
let sim: HttpSimulator
const alice = devAccount(0)
const bob = devAccount(1)

beforeAll(async () => {
  anvil = await startTestAnvil()
  const nft = await deployLabNft(anvil.rpcUrl)
  const wallet = createWalletClient({
    account: alice,
    chain: foundry,
    transport: http(anvil.rpcUrl),
  })
  await wallet.writeContract({
    address: nft,
    abi: labNftAbi,
    functionName: 'transferFrom',
    args: [alice.address, bob.address, 2n],
  })
  sim = createBlockchainApiSimulator({ rpcUrl: anvil.rpcUrl })
  await sim.start()
})
afterAll(async () => {
  await sim?.stop()
  await anvil?.stop()
})

describe('Blockchain API stub: ERC-721 transfers in the history', () => {
  it('behavior: mints and transfers of the lab NFT come back as nft_info, the airdrop flagged spam', async () => {
    const api = stubTestClient(sim.url)
    const { body } = await api.get<{ data: HistoryItem[] }>(
      `/v1/account/${alice.address}/history`,
      {
        chainId: 'eip155:31337',
      },
    )
    const nfts = body.data.flatMap((item) =>
      item.transfers.map(
        (t) =>
          `${item.metadata.operationType} ${t.direction} ${t.nft_info?.name} spam=${t.nft_info?.flags.is_spam}`,
      ),
    )
    expect(nfts).toEqual([
      'send out Portico Lab Art #2 spam=false',
      'mint in Claim your free reward spam=true',
      'mint in Portico Lab Art #2 spam=false',
      'mint in Portico Lab Art #1 spam=false',
    ])
    const preview = body.data[0]?.transfers[0]?.nft_info?.content.preview.url ?? ''
    const image = await fetch(preview)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
    expect(await image.text()).toContain('<svg')
  })
})
