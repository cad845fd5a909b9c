import type { ChainAdapter } from '../../core/chains/chainAdapter'
import type { EmbeddedAuth } from './embeddedAuth'

/**
 * Loads the embedded wallet's solana adapter on first use of the solana namespace: its own
 * chunk, with @solana/web3.js, never on the page's start-up path.
 *
 * @example
 * ```ts
 * const adapter = await loadAuthSolanaAdapter(auth)
 * ```
 */
export async function loadAuthSolanaAdapter(auth: EmbeddedAuth): Promise<ChainAdapter> {
  const { createAuthSolanaAdapter } = await import('./authSolanaAdapter')
  return createAuthSolanaAdapter(auth, auth.portico.deps.fetch)
}
