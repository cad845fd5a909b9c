import type { SolanaAdapter, SolanaAdapterOptions } from './solanaAdapter'

/**
 * Loads the solana adapter on first use: the dynamic import keeps @solana/web3.js out of the
 * page's start-up script (its own chunk), so it is fetched only when the solana namespace is
 * used. Wallet Standard discovery starts when the adapter is created, not before.
 *
 * @example
 * ```ts
 * createPortico({ networks: [solana], adapters: { solana: () => loadSolanaAdapter({ window }) } })
 * ```
 */
export async function loadSolanaAdapter(options: SolanaAdapterOptions): Promise<SolanaAdapter> {
  const { createSolanaAdapter } = await import('./solanaAdapter')
  return createSolanaAdapter(options)
}
