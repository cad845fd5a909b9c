import { createWalletConnectConnector } from '../../../modal/connectors/walletconnect/walletConnectConnector'
import type { CaipNetwork } from '../../../modal/core/caip/types'
import { ManualClock } from '../../../modal/core/clock/manualClock'
import { createMemoryStorage } from '../../../modal/core/deps'
import { RelaySimulator } from '../../relay/relaySimulator'
import { MobileWallet, type MobileWalletOptions } from '../mobileWallet'

/**
 * For tests: a site offering `networks` and the lab phone, on a fresh local relay; the phone
 * has scanned the site's pairing URI (`offer.approval` settles with its answer). What it
 * started is pushed on `cleanups`, to be undone in reverse after the test.
 *
 * @example
 * ```ts
 * const { offer, connector } = await pairedSite([regtest], {}, cleanups)
 * const session = await offer.approval
 * ```
 */
export async function pairedSite(
  networks: CaipNetwork[],
  walletOptions: Partial<MobileWalletOptions>,
  cleanups: (() => Promise<void>)[],
) {
  const relay = new RelaySimulator()
  await relay.start()
  cleanups.push(() => relay.stop())
  const wallet = await MobileWallet.create({ relayUrl: relay.url, ...walletOptions })
  cleanups.push(() => wallet.stop())
  const connector = createWalletConnectConnector({
    projectId: 'portico-test',
    relayUrl: relay.url,
    metadata: {
      name: 'Portico test site',
      description: 'test',
      url: 'http://127.0.0.1',
      icons: [],
    },
    networks,
    clock: new ManualClock(1_000_000),
    storage: createMemoryStorage(),
  })
  cleanups.push(async () => connector.destroy())
  const offer = await connector.connect()
  await wallet.pair(offer.uri)
  return { wallet, connector, offer }
}
