import type { WalletConnectFamily } from './walletConnectFamily'

/**
 * Solana over WalletConnect: solana_signMessage, solana_signTransaction and
 * solana_signAndSendTransaction (SPEC §7) on the same session as eip155.
 *
 * @example
 * ```ts
 * const adapter = await solanaFamily.load({ connector, fetch })
 * ```
 */
export const solanaFamily: WalletConnectFamily = {
  namespace: 'solana',
  load: async (settings) =>
    (await import('../walletConnectSolanaAdapter')).createWalletConnectSolanaAdapter(settings),
}
