import type { FetchFn } from 'portico'
import { createBitcoinRegtestNetwork, loadBip122Adapter } from 'portico/bip122'
import { installBitcoinWallets } from '../../../simulators/wallets/bitcoin/installBitcoinWallets'

/**
 * The lab's bitcoin pieces when its chain runs (`bitcoin=` in the page URL): the regtest network
 * on the chain's Esplora API, the adapter (it discovers the wallets on the window) and the
 * simulated wallets. The lab chain stands in for mainnet as anvil does, so it is not flagged a
 * testnet and the account shows its balance.
 *
 * @example
 * ```ts
 * const bitcoin = labBitcoin(config.bitcoinUrl, window, fetch)
 * createPortico({ ...options, networks: [...bitcoin.networks], adapters: { ...bitcoin.adapters } })
 * ```
 */
export function labBitcoin(esploraUrl: string | undefined, win: Window, fetch: FetchFn) {
  if (!esploraUrl) return { networks: [], adapters: {}, wallets: {} }
  const bitcoinWallets = installBitcoinWallets(win, { storage: win.sessionStorage })
  return {
    networks: [{ ...createBitcoinRegtestNetwork(esploraUrl), testnet: false }],
    adapters: { bip122: () => loadBip122Adapter({ window: win, fetch }) },
    wallets: { bitcoinWallets },
  }
}
