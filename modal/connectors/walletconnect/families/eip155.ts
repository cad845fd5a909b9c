import type { WalletConnectFamily } from './walletConnectFamily'

/**
 * eip155 over WalletConnect: personal_sign, typed data, transactions and chain switching.
 *
 * @example
 * ```ts
 * const adapter = await eip155Family.load({ connector, fetch })
 * ```
 */
export const eip155Family: WalletConnectFamily = {
  namespace: 'eip155',
  load: async (settings) =>
    (await import('../walletConnectEip155Adapter')).createWalletConnectEip155Adapter(settings),
}
