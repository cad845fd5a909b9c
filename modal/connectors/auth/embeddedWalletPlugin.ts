import type { ChainAdapterLoader } from '../../core/chains/chainAdapter'
import { combineAdapters } from '../../core/chains/combineAdapters'
import type { ConnectorPlugin } from '../../core/plugins/connectorPlugin'
import { createAuthEip155Adapter } from './authEip155Adapter'
import { EmbeddedAuth } from './embeddedAuth'

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
 * frame) as one line of `createPortico` options. The eip155 namespace then also connects
 * through it, beside the host's own adapter; its unsafe requests wait for approval in
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
    setup: () => {
      let auth: EmbeddedAuth | undefined
      const wrap =
        (own: ChainAdapterLoader | undefined): ChainAdapterLoader =>
        async () => {
          const adapters = own ? [await own()] : []
          return combineAdapters(auth ? [...adapters, createAuthEip155Adapter(auth)] : adapters)
        }
      return {
        adapters: { eip155: wrap },
        ports: (portico) => {
          auth = new EmbeddedAuth(portico, {
            ...(options.authUrl ? { authUrl: options.authUrl } : {}),
            window: options.window ?? globalThis.window,
          })
          return { auth }
        },
      }
    },
  }
}
