import type { ChainAdapterLoader } from '../../core/chains/chainAdapter'
import { combineAdapters } from '../../core/chains/combineAdapters'
import type { ConnectorPlugin } from '../../core/plugins/connectorPlugin'
import { createAuthEip155Adapter } from './authEip155Adapter'
import { EmbeddedAuth } from './embeddedAuth'
import { followActiveNamespace } from './followActiveNamespace'
import { loadAuthSolanaAdapter } from './loadAuthSolanaAdapter'

/**
 * What a host passes to {@link embeddedWallet}.
 *
 * @example
 * ```ts
 * const options: EmbeddedWalletOptions = { authUrl: 'https://auth.example.com', window }
 * ```
 */
export interface EmbeddedWalletOptions {
  /** The auth provider's base URL (its own origin); defaults to `endpoints.auth`. */
  authUrl?: string
  /** The page the hidden frame is mounted in; defaults to the global `window`. */
  window?: Window
}

/**
 * The embedded wallet (e-mail, social and farcaster login through the auth provider's hidden
 * frame) as one line of `createPortico` options. The eip155 and solana namespaces then also
 * connect through it, beside the host's own adapters (switching to a Solana network while
 * logged in connects its Solana account); its unsafe requests wait for approval in
 * ApproveTransaction (SPEC §6). The frame itself loads only when a visitor first uses e-mail
 * or social login.
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
export function embeddedWallet(options: EmbeddedWalletOptions = {}): ConnectorPlugin {
  return {
    id: 'embeddedWallet',
    setup: ({ networks }) => {
      let auth: EmbeddedAuth | undefined
      const wrap =
        (own: ChainAdapterLoader | undefined): ChainAdapterLoader =>
        async () => {
          const adapters = own ? [await own()] : []
          return combineAdapters(auth ? [...adapters, createAuthEip155Adapter(auth)] : adapters)
        }
      // SPEC §6: the auth connector serves only eip155 and solana (AUTH_NAMESPACES).
      const wrapSolana =
        (own: ChainAdapterLoader | undefined): ChainAdapterLoader =>
        async () => {
          const adapters = own ? [await own()] : []
          if (auth) adapters.push(await loadAuthSolanaAdapter(auth))
          return combineAdapters(adapters)
        }
      return {
        adapters: {
          eip155: wrap,
          // Only where the host offers Solana networks: no Solana chain appears otherwise.
          ...(networks.some((n) => n.chainNamespace === 'solana') ? { solana: wrapSolana } : {}),
        },
        ports: (portico) => {
          auth = new EmbeddedAuth(portico, {
            ...(options.authUrl ? { authUrl: options.authUrl } : {}),
            window: options.window ?? globalThis.window,
          })
          followActiveNamespace(portico)
          return { auth }
        },
      }
    },
  }
}
