/**
 * `portico/auth`: the embedded wallet (e-mail, social and farcaster login through the auth
 * provider's frame on its own origin), added with one option.
 *
 * @example
 * ```ts
 * import { createPortico } from 'portico'
 * import { embeddedWallet } from 'portico/auth'
 *
 * const portico = createPortico({
 *   projectId: 'my-project',
 *   networks,
 *   endpoints: { auth: 'https://auth.example.com' },
 *   connectors: [embeddedWallet()],
 * })
 * ```
 */

export type { EmbeddedWalletOptions } from '../connectors/auth/embeddedWalletPlugin'
export { embeddedWallet } from '../connectors/auth/embeddedWalletPlugin'
