import { describe, expect, it } from 'vitest'
import { createLabSolanaNetwork } from '../../chains/solana/networks'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { mainnet } from '../../core/stores/testing/fixtures'
import { withEmbeddedWallet } from './authEip155Adapter'
import { createAuthSolanaAdapter } from './authSolanaAdapter'
import type { EmbeddedAuth } from './embeddedAuth'
import { AUTH_NAMESPACES, followActiveNamespace } from './followActiveNamespace'
import {
  createAuthTest,
  SOLANA_ADDRESS,
  SOLANA_SIGNATURE,
  settle,
  TEST_EMAIL,
  TEST_OTP,
} from './testing/authHarness'

const labSolana = createLabSolanaNetwork('http://127.0.0.1:9', 'lab')

/** An e-mail login on eip155, with the lab Solana network and the embedded Solana adapter. */
async function loggedIn() {
  let auth: EmbeddedAuth | undefined
  const test = createAuthTest({
    networks: [mainnet, labSolana],
    adapters: {
      eip155: () => withEmbeddedWallet(async () => new FakeAdapter('eip155'), auth!)(),
      solana: async () => createAuthSolanaAdapter(auth!),
    },
  })
  auth = test.auth
  const stop = followActiveNamespace(test.portico)
  test.portico.open()
  await test.auth.emailLogin.submitEmail(TEST_EMAIL)
  await test.auth.emailLogin.submitOtp(TEST_OTP)
  return { ...test, stop }
}

/** Logged in, on the lab Solana network, with a message signature waiting for approval. */
async function signingOnSolana() {
  const test = await loggedIn()
  await test.portico.networks.switchNetwork(labSolana)
  await settle()
  const adapter = await test.portico.adapters.load('solana')
  const signing = adapter.signMessage!({ message: 'hello', address: SOLANA_ADDRESS })
  const outcome = signing.catch((e: unknown) => e)
  await settle()
  return { test, signing, outcome }
}

const rpcSent = (test: Awaited<ReturnType<typeof loggedIn>>) =>
  test.fake.sent
    .filter((m) => m.type === '@w3m-app/RPC_REQUEST')
    .map((m) => (m.payload as { method: string }).method)

describe('auth solana adapter', () => {
  it('default: switching to a Solana network after an e-mail login connects the Solana account through AUTH', async () => {
    const test = await loggedIn()
    expect(AUTH_NAMESPACES).toEqual(['eip155', 'solana'])
    await test.portico.networks.switchNetwork(labSolana)
    await settle()
    expect(test.portico.connection.status('solana')).toBe('connected')
    const account = test.portico.chains.account('solana')
    expect(account?.address).toBe(SOLANA_ADDRESS)
    expect(account?.connectedWalletInfo?.connectorId).toBe('AUTH')
    const getUser = test.fake.sent.filter((m) => m.type === '@w3m-app/GET_USER').at(-1)
    expect(getUser?.payload).toEqual({ chainId: labSolana.caipNetworkId })
    test.stop()
  })

  it('behavior: a message signature is unsafe: it waits on ApproveTransaction, then the frame signs it', async () => {
    const { test, signing } = await signingOnSolana()
    expect(test.portico.router.view).toBe('ApproveTransaction')
    expect(rpcSent(test)).not.toContain('solana_signMessage')
    test.portico.requests.approve()
    expect(await signing).toBe(SOLANA_SIGNATURE)
    expect(rpcSent(test)).toContain('solana_signMessage')
    test.stop()
  })

  it('behavior: a rejected signature never reaches the frame; without a login the Solana network does not connect', async () => {
    const { test, outcome } = await signingOnSolana()
    test.portico.requests.reject()
    expect(await outcome).toMatchObject({ code: 'USER_REJECTED' })
    expect(rpcSent(test)).not.toContain('solana_signMessage')
    test.stop()

    const fresh = createAuthTest({ networks: [mainnet, labSolana] })
    const stop = followActiveNamespace(fresh.portico)
    await fresh.portico.networks.switchNetwork(labSolana)
    await settle()
    expect(fresh.portico.connection.status('solana')).toBe('disconnected')
    stop()
  })

  it('behavior: a silent sync (the reload path) restores the Solana account while the frame is logged in, and nothing after sign-out', async () => {
    const test = await loggedIn()
    const adapter = createAuthSolanaAdapter(test.auth)
    const restored = await adapter.syncConnection({ connectorId: 'AUTH', network: labSolana })
    expect(restored).toMatchObject({ address: SOLANA_ADDRESS, connectorId: 'AUTH' })
    test.script.connected = false
    expect(
      await adapter.syncConnection({ connectorId: 'AUTH', network: labSolana }),
    ).toBeUndefined()
    test.stop()
  })
})
