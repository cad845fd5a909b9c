import type { WalletConnectFamily } from './walletConnectFamily'

/**
 * Polkadot over WalletConnect: `polkadot_signMessage` and `polkadot_signTransaction` on the
 * same session as the other families; reads and submissions go to the network's own node.
 * The adapter (and @polkadot/api with it) loads only when the host's networks use polkadot.
 *
 * @example
 * ```ts
 * const adapter = await polkadotFamily.load({ connector, fetch })
 * ```
 */
export const polkadotFamily: WalletConnectFamily = {
  namespace: 'polkadot',
  load: async (settings) =>
    (await import('../walletConnectPolkadotAdapter')).createWalletConnectPolkadotAdapter(settings),
}
