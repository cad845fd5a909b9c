import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signBip322Simple } from '../../../modal/chains/bip122/bip322'
import { ManualClock } from '../../../modal/core/clock/manualClock'
import { createMemoryStorage } from '../../../modal/core/deps'
import { createServerSiwx } from '../../../modal/features/siwx/serverSiwx'
import { labBitcoinNetwork } from '../../chains/bitcoin/bitcoinLib'
import { startTestAnvil, type TestAnvil } from '../../chains/testAnvil'
import { devAccount } from '../../contracts/labTokens'
import { labBitcoinAccount } from '../../wallets/bitcoin/labBitcoinKeys'
import type { HttpSimulator } from '../http/httpSimulator'
import { TEST_PARAMS } from '../http/stubTestClient'
import { createBlockchainApiSimulator } from './blockchainApiSimulator'
import { LAB_BITCOIN_CHAIN } from './siwxBitcoin'

const alice = devAccount(0)
const bob = devAccount(1)
let anvil: TestAnvil
let sim: HttpSimulator

beforeAll(async () => {
  anvil = await startTestAnvil()
  sim = createBlockchainApiSimulator({ rpcUrl: anvil.rpcUrl })
  await sim.start()
})
afterAll(async () => {
  await sim.stop()
  await anvil.stop()
})

function serverSiwx() {
  return createServerSiwx({
    storage: createMemoryStorage(),
    clock: new ManualClock(Date.UTC(2026, 0, 1)),
    random: Math.random,
    domain: 'acme.example',
    uri: 'https://acme.example',
    server: {
      fetch: (input, init) => fetch(input, init),
      baseUrl: sim.url,
      projectId: TEST_PARAMS.projectId,
      sdkType: TEST_PARAMS.st,
      sdkVersion: TEST_PARAMS.sv,
    },
  })
}

/** A fresh server message for alice, signed by `signer`. */
async function signedSession(siwx: ReturnType<typeof serverSiwx>, signer = alice) {
  const message = await siwx.createMessage!({
    accountAddress: alice.address,
    chainId: 'eip155:31337',
  })
  const text = message.toString()
  const { toString: _, ...data } = message
  return { data, message: text, signature: await signer.signMessage({ message: text }) }
}

describe('SIWX verified by the lab server', () => {
  it('behavior: a real signature of the account is verified and issues a session the server vouches for', async () => {
    const siwx = serverSiwx()
    const session = await signedSession(siwx)
    expect(session.data.nonce).toMatch(/^lab/)
    await siwx.addSession!(session)
    expect(await siwx.getSessions!('eip155:31337', alice.address)).toHaveLength(1)
    await siwx.revokeSession!('eip155:31337', alice.address)
    expect(await siwx.getSessions!('eip155:31337', alice.address)).toEqual([])
  })

  it('behavior: a signature by another key is refused (401) and no session is kept', async () => {
    const siwx = serverSiwx()
    await expect(siwx.addSession!(await signedSession(siwx, bob))).rejects.toThrow(
      'HTTP status code: 401',
    )
    expect(await siwx.getSessions!('eip155:31337', alice.address)).toEqual([])
  })

  it('behavior: a nonce is used once', async () => {
    const siwx = serverSiwx()
    const session = await signedSession(siwx)
    await siwx.addSession!(session)
    await expect(siwx.addSession!(session)).rejects.toThrow('HTTP status code: 401')
  })

  it('behavior: a bitcoin sign-in on the lab chain, BIP-322 signed by the payment key, issues a session; another account’s signature does not', async () => {
    const siwx = serverSiwx()
    const { payment } = labBitcoinAccount(0)
    const bob = labBitcoinAccount(1).payment
    const session = async (signer: { address: string; signer: typeof payment.signer }) => {
      const message = await siwx.createMessage!({
        accountAddress: payment.address,
        chainId: LAB_BITCOIN_CHAIN,
      })
      const { toString: _, ...data } = message
      const text = message.toString()
      const signature = signBip322Simple({ ...signer, message: text, network: labBitcoinNetwork })
      return { data, message: text, signature }
    }
    await expect(siwx.addSession!(await session(bob))).rejects.toThrow('HTTP status code: 401')
    await siwx.addSession!(await session(payment))
    expect(await siwx.getSessions!(LAB_BITCOIN_CHAIN, payment.address)).toHaveLength(1)
  })

  it('behavior: nonces are EIP-4361 nonces; answerNextSiwxNonce makes the next one what a broken server sends, once', async () => {
    const siwx = serverSiwx()
    const first = await siwx.createMessage!({
      accountAddress: alice.address,
      chainId: 'eip155:31337',
    })
    expect(first.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    const hostile = 'abcdefgh12\nURI: https://evil.example\nChain ID: 1'
    expect(await sim.command('answerNextSiwxNonce', { nonce: hostile })).toBe(hostile)
    const broken = await siwx.createMessage!({
      accountAddress: alice.address,
      chainId: 'eip155:31337',
    })
    expect(broken.nonce).toBe(hostile)
    const next = await siwx.createMessage!({
      accountAddress: alice.address,
      chainId: 'eip155:31337',
    })
    expect(next.nonce).toMatch(/^lab\w+$/)
  })

  it('errors: the server refuses a message that fails Portico’s checks even when signed (a line-break nonce it issued)', async () => {
    const siwx = serverSiwx()
    await sim.command('answerNextSiwxNonce', { nonce: 'abcdefgh12\rX' })
    await expect(siwx.addSession!(await signedSession(siwx))).rejects.toThrow(
      'HTTP status code: 401',
    )
  })
})
