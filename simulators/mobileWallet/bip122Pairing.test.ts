import { afterEach, describe, expect, it } from 'vitest'
import { verifyBip322Simple } from '../../modal/chains/bip122/bip322'
import { createBitcoinRegtestNetwork } from '../../modal/chains/bip122/networks'
import { createWalletConnectBip122Adapter } from '../../modal/connectors/walletconnect/walletConnectBip122Adapter'
import { labBitcoinNetwork } from '../chains/bitcoin/bitcoinLib'
import { labBitcoinAccount } from '../wallets/bitcoin/labBitcoinKeys'
import { PHONE_BITCOIN_ACCOUNT_INDEX, PHONE_BITCOIN_CHAIN } from './bip122Requests'
import type { MobileWalletOptions } from './mobileWallet'
import { pairedSite } from './testing/pairedSite'

const regtest = createBitcoinRegtestNetwork('http://127.0.0.1:9')
const phoneKeys = labBitcoinAccount(PHONE_BITCOIN_ACCOUNT_INDEX)
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A site offering only the lab bitcoin chain, paired with the phone through the local relay. */
async function paired(walletOptions: Partial<MobileWalletOptions> = {}) {
  const { wallet, offer, connector } = await pairedSite([regtest], walletOptions, cleanups)
  const session = await offer.approval
  const adapter = createWalletConnectBip122Adapter({
    connector,
    fetch: () => Promise.reject(new Error('no network in this test')),
  })
  return { wallet, session, adapter }
}

describe('WalletConnect bip122 with the lab phone', () => {
  it('default: the phone grants the lab chain; the session connects bip122 as the payment address', async () => {
    const { session, adapter } = await paired()
    expect(session.namespaces.bip122?.accounts).toEqual([
      `${PHONE_BITCOIN_CHAIN}:${phoneKeys.payment.address}`,
      `${PHONE_BITCOIN_CHAIN}:${phoneKeys.ordinals.address}`,
    ])
    const connection = await adapter.connect({ connectorId: 'walletConnect', network: regtest })
    expect(connection.address).toBe(phoneKeys.payment.address)
    expect(connection.accounts.map((a) => a.type)).toEqual(['payment', 'payment'])
  })

  it('behavior: signMessage is signed by the phone with BIP-322 and verifies, for payment and ordinals', async () => {
    const { adapter } = await paired()
    await adapter.connect({ connectorId: 'walletConnect', network: regtest })
    for (const address of [phoneKeys.payment.address, phoneKeys.ordinals.address]) {
      const signature = (await adapter.signMessage?.({ message: 'Hello', address })) ?? ''
      const network = labBitcoinNetwork
      expect(verifyBip322Simple({ message: 'Hello', address, signature, network })).toBe(true)
    }
  })

  it('behavior: the phone declining signMessage reaches the site as code 4001', async () => {
    const { adapter } = await paired({ policy: { methods: { signMessage: 'reject' } } })
    await adapter.connect({ connectorId: 'walletConnect', network: regtest })
    const error = await adapter
      .signMessage?.({ message: 'no', address: phoneKeys.payment.address })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4001 })
  })
})
