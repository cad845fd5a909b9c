import { Connection, SystemProgram, sendAndConfirmTransaction, Transaction } from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { solanaDevAddress, solanaDevKeypair } from '../../chains/solana/labSolanaKeys'
import type { SolanaSimulator } from '../../chains/solana/solanaSimulator'
import type { HttpSimulator } from '../http/httpSimulator'
import { stubTestClient } from '../http/stubTestClient'
import { LAB_SOLANA_CAIP_ID } from './solanaBalances'
import { startTestSolanaApi } from './testSolanaApi'

interface HistoryPage {
  data: {
    id: string
    metadata: { operationType: string; sentFrom: string; sentTo: string; chain: string }
    transfers: {
      direction: string
      quantity: { numeric: string }
      fungible_info: { symbol: string }
    }[]
  }[]
  next?: string
}

describe('Blockchain API stub: Solana history from LiteSVM', () => {
  let chain: SolanaSimulator
  let api: HttpSimulator
  let stop: () => Promise<void>
  beforeEach(async () => {
    ;({ chain, api, stop } = await startTestSolanaApi())
  })
  afterEach(() => stop())
  const historyOf = (address: string, params: Record<string, string> = {}) =>
    stubTestClient(api.url).get<HistoryPage>(`/v1/account/${address}/history`, {
      chainId: LAB_SOLANA_CAIP_ID,
      ...params,
    })

  it('default: a 0.25 SOL transfer shows as send for the sender and receive for the receiver', async () => {
    const connection = new Connection(chain.rpcUrl!, {
      wsEndpoint: chain.wsUrl!,
      commitment: 'confirmed',
    })
    const sender = solanaDevKeypair(1)
    const receiver = solanaDevAddress(7)
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: solanaDevKeypair(7).publicKey,
        lamports: 250_000_000,
      }),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [sender])
    const received = (await historyOf(receiver)).body.data[0]
    expect(received?.id).toBe(signature)
    expect(received?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: sender.publicKey.toBase58(),
      sentTo: receiver,
      chain: LAB_SOLANA_CAIP_ID,
    })
    expect(received?.transfers).toMatchObject([
      { direction: 'in', quantity: { numeric: '0.25' }, fungible_info: { symbol: 'SOL' } },
    ])
    const sent = (await historyOf(sender.publicKey.toBase58())).body.data[0]
    expect(sent?.metadata.operationType).toBe('send')
    // The sender also paid the 5000-lamport fee.
    expect(sent?.transfers[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '0.250005' },
    })
  })

  it('parameters: onramp asks, or another Solana chain, answer an empty page', async () => {
    const address = solanaDevAddress(0)
    expect((await historyOf(address, { onramp: 'true' })).body.data).toEqual([])
    const other = await historyOf(address, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(other.body.data).toEqual([])
  })
})
