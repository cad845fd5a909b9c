import { describe, expect, it } from 'vitest'
import { base, mainnet } from '../../core/stores/testing/fixtures'
import {
  createAuthTest,
  EMBEDDED_ADDRESS,
  SOLANA_ADDRESS,
  settle,
  TEST_EMAIL,
  TEST_OTP,
} from './testing/authHarness'

/** The account the frame reports on Base in these tests (a smart account of another factory). */
const BASE_ADDRESS = '0xbA5E00000000000000000000000000000000bA5E'
const ONE_ETH = '0xde0b6b3a7640000'

async function loggedInOnEthereum() {
  const test = createAuthTest({ networks: [mainnet, base] })
  test.portico.open()
  await test.auth.emailLogin.submitEmail(TEST_EMAIL)
  await test.auth.emailLogin.submitOtp(TEST_OTP)
  test.script.chainAddresses = { '8453': BASE_ADDRESS }
  test.script.balances = { [BASE_ADDRESS]: ONE_ETH }
  return test
}

const lastRpc = (test: Awaited<ReturnType<typeof loggedInOnEthereum>>, method: string) =>
  test.fake.sent
    .filter((m) => (m.payload as { method?: string } | undefined)?.method === method)
    .map((m) => (m.payload as { params: unknown[] }).params)
    .at(-1)

describe('the embedded account follows the network', () => {
  it('default: after a switch to Base the account is the one the frame reports on Base', async () => {
    const test = await loggedInOnEthereum()
    expect(test.portico.chains.account('eip155')?.address).toBe(EMBEDDED_ADDRESS)
    await test.portico.networks.switchNetwork(base)
    const account = test.portico.chains.account('eip155')
    expect(account?.address).toBe(BASE_ADDRESS)
    expect(account?.caipAddress).toBe(`eip155:8453:${BASE_ADDRESS}`)
    expect(account?.allAccounts).toEqual([{ address: BASE_ADDRESS, type: 'eoa' }])
    expect(test.auth.user?.address).toBe(BASE_ADDRESS)
  })

  it("behavior: the balance is read for Base's account, and a signature is asked of it", async () => {
    const test = await loggedInOnEthereum()
    await test.portico.networks.switchNetwork(base)
    await test.portico.balances.refreshNativeBalance()
    expect(lastRpc(test, 'eth_getBalance')?.[0]).toBe(BASE_ADDRESS)
    expect(test.portico.chains.account('eip155')?.balance).toBe('1')
    const adapter = await test.portico.adapters.load('eip155')
    const address = test.portico.chains.account('eip155')?.address ?? ''
    const signing = adapter.signMessage!({ message: 'hi', address })
    await settle()
    test.portico.requests.approve()
    await signing
    expect(lastRpc(test, 'personal_sign')?.[1]).toBe(BASE_ADDRESS)
  })

  it('behavior: switching back to Ethereum gives the Ethereum account again', async () => {
    const test = await loggedInOnEthereum()
    await test.portico.networks.switchNetwork(base)
    await test.portico.networks.switchNetwork(mainnet)
    expect(test.portico.chains.account('eip155')?.caipAddress).toBe(`eip155:1:${EMBEDDED_ADDRESS}`)
  })

  it('behavior: a frame that names no eip155 account on the new chain fails the switch; the network and account stay', async () => {
    const test = await loggedInOnEthereum()
    test.script.chainAddresses = { '8453': SOLANA_ADDRESS }
    const outcome = await test.portico.networks.switchNetwork(base).catch((e: unknown) => e)
    expect(outcome).toMatchObject({ code: 'AN_ERROR_OCCURRED' })
    expect(test.portico.chains.activeCaipNetwork?.id).toBe(1)
    expect(test.portico.chains.account('eip155')?.caipAddress).toBe(`eip155:1:${EMBEDDED_ADDRESS}`)
  })
})
