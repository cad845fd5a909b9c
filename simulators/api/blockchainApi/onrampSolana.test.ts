import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaDevAddress } from '../../chains/solana/labSolanaKeys'
import { stubTestClient } from '../http/stubTestClient'
import { LAB_SOLANA_CAIP_ID } from './solanaBalances'
import { startTestSolanaApi, type TestSolanaApi } from './testSolanaApi'

interface Currency {
  symbol: string
  networks: { name: string; chain_id: string }[]
}
interface HistoryPage {
  data: { id: string; transfers: { quantity: { numeric: string } }[] }[]
}

const buyer = solanaDevAddress(5)
let lab: TestSolanaApi

beforeAll(async () => {
  lab = await startTestSolanaApi()
})
afterAll(() => lab.stop())

const api = () => stubTestClient(lab.api.url)
const onrampHistory = () =>
  api().get<HistoryPage>(`/v1/account/${buyer}/history`, {
    onramp: 'coinbase',
    chainId: LAB_SOLANA_CAIP_ID,
  })

describe('the lab onramp sells SOL on its Solana chain (the hosted paths)', () => {
  it('default: the options sell SOL on the solana network, quoted at the lab price', async () => {
    const { body } = await api().get<{ purchaseCurrencies: Currency[] }>('/v1/onramp/options')
    const sol = body.purchaseCurrencies.find((c) => c.symbol === 'SOL')
    expect(sol?.networks.map((n) => n.name)).toEqual(['solana'])
    // Nothing else is offered on solana: ETH and USDC are eip155 purchases.
    const onSolana = body.purchaseCurrencies.filter((c) =>
      c.networks.some((n) => n.name === 'solana'),
    )
    expect(onSolana.map((c) => c.symbol)).toEqual(['SOL'])
    const quote = await api().post<{ purchaseAmount: { amount: string; currency: string } }>(
      '/v1/onramp/quote',
      { purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '50', network: 'solana' },
    )
    // 50 USD less 0.75 fee and 0.50 network fee, at 150 USD a SOL.
    expect(quote.body.purchaseAmount).toEqual({ amount: '0.325', currency: 'SOL' })
  })

  it('behavior: the checkout credits 0.325 SOL on the chain and lists only it as the onramp purchase', async () => {
    const before = lab.chain.ledger!.balance(buyer)
    const { body } = await api().post<{ url: string }>('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['solana'], assets: ['SOL'] }],
      partnerUserId: buyer,
      defaultNetwork: 'solana',
      presetFiatAmount: 50,
    })
    const url = new URL(body.url)
    expect(await (await fetch(url)).text()).toContain(`Buying SOL for 50.00 USD, paid to ${buyer}`)
    expect((await onrampHistory()).body.data).toEqual([])

    const done = await fetch(`${lab.api.url}/onramp/checkout/complete${url.search}`, {
      method: 'POST',
    })
    expect(await done.text()).toContain('0.325 SOL sent')
    expect(lab.chain.ledger!.balance(buyer) - before).toBe(325_000_000n)
    const purchases = (await onrampHistory()).body.data
    expect(purchases.map((tx) => tx.transfers[0]?.quantity.numeric)).toEqual(['0.325'])
    // The purchase is an ordinary receive in the account's history too.
    const all = await api().get<HistoryPage>(`/v1/account/${buyer}/history`, {
      chainId: LAB_SOLANA_CAIP_ID,
    })
    expect(all.body.data.map((tx) => tx.id)).toContain(purchases[0]?.id)
  })

  it('parameters: a SOL checkout for an address that is not a Solana one is refused', async () => {
    const res = await fetch(
      `${lab.api.url}/onramp/checkout/complete?address=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266&amount=50&asset=SOL`,
      { method: 'POST' },
    )
    expect(res.status).toBe(400)
  })
})
