import { createSolanaAdapter } from '../../chains/solana/solanaAdapter'
import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterConnection, ChainAdapter } from '../../core/chains/chainAdapter'
import type { FetchFn } from '../../core/deps'
import { AUTH_CONNECTOR_ID } from '../../core/stores/connectorTypes'
import { APP_READY_EVENT, type WalletRegistryApi } from '../wallet-standard/walletStandard'
import type { EmbeddedAuth } from './embeddedAuth'
import { EMBEDDED_SOLANA_WALLET, embeddedSolanaWallet } from './embeddedSolanaWallet'

/**
 * The solana {@link ChainAdapter} over the embedded wallet's Solana account: the solana adapter
 * itself, over a private registry holding only the embedded wallet (so no visitor sees it as
 * an extension), listed as the AUTH connector. Balances and sends use the network's own RPC;
 * signatures come from the frame after approval. Loaded only when the solana namespace is.
 *
 * @example
 * ```ts
 * const adapter = createAuthSolanaAdapter(auth)
 * await adapter.connect({ connectorId: 'AUTH', network: labSolana }) // after an e-mail login
 * ```
 */
export function createAuthSolanaAdapter(auth: EmbeddedAuth, fetch?: FetchFn): ChainAdapter {
  let network: CaipNetwork | undefined
  const registry = new EventTarget()
  const wallet = embeddedSolanaWallet(auth, () => network)
  registry.addEventListener(APP_READY_EVENT, (event) => {
    ;(event as CustomEvent<WalletRegistryApi>).detail.register(wallet)
  })
  const inner = createSolanaAdapter({ window: registry, ...(fetch ? { fetch } : {}) })
  const asAuth = (connection: AdapterConnection): AdapterConnection => ({
    ...connection,
    connectorId: AUTH_CONNECTOR_ID,
  })
  return {
    namespace: 'solana',
    listConnectors: () => [{ id: AUTH_CONNECTOR_ID, name: 'Email and socials', type: 'AUTH' }],
    async connect(params) {
      network = params.network
      return asAuth(await inner.connect({ connectorId: EMBEDDED_SOLANA_WALLET, network }))
    },
    async syncConnection(params) {
      network = params.network
      const connection = await inner.syncConnection({
        connectorId: EMBEDDED_SOLANA_WALLET,
        network: params.network,
      })
      return connection && asAuth(connection)
    },
    disconnect: () => inner.disconnect(),
    getBalance: (params) => inner.getBalance(params),
    async switchNetwork(params) {
      network = params.network
    },
    signMessage: (params) => inner.signMessage(params),
    transfer: (request) => inner.transfer(request),
    estimateTransferFee: (request) => inner.estimateTransferFee(request),
    isValidAddress: (address) => inner.isValidAddress(address),
    subscribe: (listener) => inner.subscribe(listener),
    // What passed the approval gate reaches the frame (solana_signMessage and friends).
    request: (request) => auth.rpc(request),
  }
}
