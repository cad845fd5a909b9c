import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { solanaDevAddress } from '../../chains/solana/labSolanaKeys'
import type { HttpSimulator } from '../http/httpSimulator'
import { stubTestClient } from '../http/stubTestClient'
import type { TokenBalanceAnswer } from './balanceRoutes'
import { LAB_SOLANA_CAIP_ID } from './solanaBalances'
import { startTestSolanaApi } from './testSolanaApi'

type Balances = { balances: TokenBalanceAnswer[] }

describe('Blockchain API stub: Solana balances from LiteSVM', () => {
  let api: HttpSimulator
  let stop: () => Promise<void>
  beforeEach(async () => {
    ;({ api, stop } = await startTestSolanaApi())
  })
  afterEach(() => stop())
  const balanceOf = (address: string, chainId = LAB_SOLANA_CAIP_ID) =>
    stubTestClient(api.url).get<Balances>(`/v1/account/${address}/balance`, {
      currency: 'usd',
      chainId,
    })

  it('default: a lab account holds 100 SOL and 1,000 lab USDC', async () => {
    const { status, body } = await balanceOf(solanaDevAddress(0))
    expect(status).toBe(200)
    expect(body.balances.map((b) => [b.symbol, b.quantity.numeric, b.value])).toEqual([
      ['SOL', '100', 15_000],
      ['USDC', '1000', 1000],
    ])
  })

  it('behavior: balances follow the chain (an account without a token account has only SOL)', async () => {
    const { body } = await balanceOf(solanaDevAddress(6))
    expect(body.balances.map((b) => b.symbol)).toEqual(['SOL'])
  })

  it('parameters: another Solana chain answers an empty list; a malformed address 400', async () => {
    expect(
      (await balanceOf(solanaDevAddress(0), 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).body,
    ).toEqual({
      balances: [],
    })
    expect((await balanceOf('0OIl-not-base58')).status).toBe(400)
  })
})
