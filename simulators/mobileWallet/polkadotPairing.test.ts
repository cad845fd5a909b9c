import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { createLabPolkadotNetwork } from '../../modal/chains/polkadot/networks'
import { createWalletConnectPolkadotAdapter } from '../../modal/connectors/walletconnect/walletConnectPolkadotAdapter'
import { LAB_POLKADOT_ACCOUNTS, LAB_POLKADOT_TOKEN } from '../chains/polkadot/labPolkadotKeys'
import type { MobileWalletOptions } from './mobileWallet'
import { PHONE_POLKADOT_ACCOUNT } from './polkadotGrant'
import { pairedSite } from './testing/pairedSite'

/** A chopsticks-like chain reference; nothing is read from the node in these tests. */
const REFERENCE = 'd0f5c2aecd2e5f8bd4a4d5e5b4c3a2f1'
const lab = createLabPolkadotNetwork('ws://127.0.0.1:9', REFERENCE, LAB_POLKADOT_TOKEN)
const PHONE = PHONE_POLKADOT_ACCOUNT.address
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A site offering only the lab polkadot chain, paired with the phone through the local relay. */
async function paired(walletOptions: Partial<MobileWalletOptions> = {}) {
  const { wallet, offer, connector } = await pairedSite([lab], walletOptions, cleanups)
  return { wallet, offer, adapter: createWalletConnectPolkadotAdapter({ connector }) }
}

describe('WalletConnect polkadot with the lab phone', () => {
  it('default: the phone grants its account on the lab chain; the session connects polkadot', async () => {
    const { offer, adapter } = await paired({ polkadotReference: REFERENCE })
    const session = await offer.approval
    expect(session.namespaces.polkadot).toMatchObject({
      chains: [`polkadot:${REFERENCE}`],
      accounts: [`polkadot:${REFERENCE}:${PHONE}`],
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    })
    const connection = await adapter.connect({ connectorId: 'walletConnect', network: lab })
    expect(connection.address).toBe(PHONE)
  })

  it('parameters: a phone that knows no polkadot chain refuses a polkadot-only proposal', async () => {
    const { offer, wallet } = await paired()
    await expect(offer.approval).rejects.toBeDefined()
    expect(wallet.activity[0]).toMatchObject({ kind: 'proposal', answer: 'rejected' })
  })

  it('behavior: signMessage is signed by the phone (sr25519) and verifies for its address only', async () => {
    const { offer, adapter } = await paired({ polkadotReference: REFERENCE })
    await offer.approval
    await adapter.connect({ connectorId: 'walletConnect', network: lab })
    const signature = (await adapter.signMessage?.({ message: 'Hello', address: PHONE })) ?? ''
    await cryptoWaitReady()
    const wrapped = u8aWrapBytes('Hello')
    expect(signatureVerify(wrapped, signature, PHONE).isValid).toBe(true)
    const [alice] = LAB_POLKADOT_ACCOUNTS
    expect(signatureVerify(wrapped, signature, alice.address).isValid).toBe(false)
  })

  it('behavior: the phone declining the signature reaches the site as a declined request', async () => {
    const policy = { methods: { polkadot_signMessage: 'reject' as const } }
    const { offer, adapter } = await paired({ polkadotReference: REFERENCE, policy })
    await offer.approval
    await adapter.connect({ connectorId: 'walletConnect', network: lab })
    const error = await adapter
      .signMessage?.({ message: 'no', address: PHONE })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'USER_REJECTED' })
  })
})
