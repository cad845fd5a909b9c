import type { WalletConnectFamily } from './walletConnectFamily'

/**
 * Bitcoin over WalletConnect: the phone's payment and ordinals addresses, and BIP-322
 * `signMessage` (SPEC §7) on the same session as the other families.
 *
 * @example
 * ```ts
 * const adapter = await bip122Family.load({ connector, fetch })
 * ```
 */
export const bip122Family: WalletConnectFamily = {
  namespace: 'bip122',
  load: async (settings) =>
    (await import('../walletConnectBip122Adapter')).createWalletConnectBip122Adapter(settings),
}
