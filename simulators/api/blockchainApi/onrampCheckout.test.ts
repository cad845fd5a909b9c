import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../chains/testAnvil'
import { deployTokens } from '../../contracts/deployTokens'
import { devAccount, labTokenAddresses } from '../../contracts/labTokens'
import type { HttpSimulator } from '../http/httpSimulator'
import { stubTestClient } from '../http/stubTestClient'
import { createBlockchainApiSimulator } from './blockchainApiSimulator'

const buyer = devAccount(6).address
let anvil: TestAnvil
let sim: HttpSimulator

beforeAll(async () => {
  anvil = await startTestAnvil()
  await deployTokens(anvil.rpcUrl)
  sim = createBlockchainApiSimulator({ rpcUrl: anvil.rpcUrl })
  await sim.start()
})
afterAll(async () => {
  await sim.stop()
  await anvil.stop()
})

const usdcOf = async (address: `0x${string}`) => {
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const raw = await client.readContract({
    address: labTokenAddresses().USDC,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
  return formatUnits(raw, 6)
}

async function checkoutUrl(amount: number) {
  const api = stubTestClient(sim.url)
  const { body } = await api.post<{ url: string }>('/v1/generators/onrampurl', {
    destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['USDC'] }],
    partnerUserId: buyer,
    defaultExperience: 'buy',
    presetFiatAmount: amount,
  })
  return new URL(body.url)
}

describe('the lab onramp checkout', () => {
  it('default: the checkout page offers to complete or decline the purchase', async () => {
    const url = await checkoutUrl(50)
    expect(url.pathname).toBe('/onramp/checkout')
    const html = await (await fetch(url)).text()
    expect(html).toContain('Buying USDC for 50.00 USD')
    expect(html).toContain('Complete purchase')
    expect(html).toContain('Decline')
  })

  it('behavior: completing credits 48.75 USDC on anvil and lists it as an onramp purchase', async () => {
    const before = Number(await usdcOf(buyer))
    const url = await checkoutUrl(50)
    const done = await fetch(`${sim.url}/onramp/checkout/complete${url.search}`, { method: 'POST' })
    expect(await done.text()).toContain('48.75 USDC sent')
    expect(Number(await usdcOf(buyer)) - before).toBeCloseTo(48.75, 6)
    const api = stubTestClient(sim.url)
    const history = await api.get<{ data: { transfers: { quantity: { numeric: string } }[] }[] }>(
      `/v1/account/${buyer}/history`,
      { onramp: 'coinbase', chainId: 'eip155:31337' },
    )
    expect(history.body.data.map((tx) => tx.transfers[0]?.quantity.numeric)).toEqual(['48.75'])
  })

  it('behavior: declining credits nothing', async () => {
    const before = await usdcOf(buyer)
    const url = await checkoutUrl(20)
    const res = await fetch(`${sim.url}/onramp/checkout/decline${url.search}`, { method: 'POST' })
    expect(await res.text()).toContain('Purchase declined')
    expect(await usdcOf(buyer)).toBe(before)
    const records = (await sim.command('onrampCheckouts')) as { outcome: string }[]
    expect(records.at(-1)?.outcome).toBe('declined')
  })
})
