import { verifyBip322Simple } from '../../chains/bip122/bip322'
import { createEsploraClient } from '../../chains/bip122/esplora'
import { libNetwork } from '../../chains/bip122/libNetwork'
import { formatSats, sumBalance } from '../../chains/bip122/sats'
import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterConnection, AdapterEvent, ChainAdapter } from '../../core/chains/chainAdapter'
import type { FetchFn } from '../../core/deps'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import { WALLETCONNECT_CONNECTOR_ID } from './connectorId'
import type { WalletConnectSession } from './transport'
import type { WalletConnectConnector } from './walletConnectConnector'

export interface WalletConnectBip122AdapterOptions {
  connector: WalletConnectConnector
  /** Balance reads go to the network's Esplora API (its `rpcUrls.default.http[0]`). */
  fetch: FetchFn
}

/** Segwit v0 (P2WPKH) addresses are the payment account; taproot ones the ordinals account. */
const isSegwitV0 = (address: string) => /^(bc|tb|bcrt)1q/i.test(address)

/**
 * The bip122 namespace of a WalletConnect session (SPEC §7 `signMessage`): the phone's payment
 * and ordinals addresses as a `payment` account, balances from the network's Esplora API, and
 * messages signed by the phone with BIP-322 and verified here before they are returned.
 *
 * @example
 * ```ts
 * const adapter = createWalletConnectBip122Adapter({ connector, fetch })
 * await adapter.connect({ connectorId: 'walletConnect', network: bitcoin })
 * ```
 */
export function createWalletConnectBip122Adapter(
  options: WalletConnectBip122AdapterOptions,
): ChainAdapter {
  const { connector } = options
  let active: CaipNetwork | undefined

  const connection = (session: WalletConnectSession, network: CaipNetwork): AdapterConnection => {
    const accounts = (session.namespaces.bip122?.accounts ?? []).filter((account) =>
      account.startsWith(`${network.caipNetworkId}:`),
    )
    const addresses = [...new Set(accounts.map((account) => account.split(':')[2] ?? ''))]
    const address = addresses.find(isSegwitV0) ?? addresses[0]
    if (!address)
      throw featureError('NO_ACTIVE_CAIP_ADDRESS', {
        details: `The session has no account on ${network.caipNetworkId}`,
      })
    active = network
    return {
      address,
      chainId: String(network.id),
      accounts: addresses.map((a) => ({ address: a, type: 'payment' as const })),
      connectorId: WALLETCONNECT_CONNECTOR_ID,
    }
  }
  const current = () => {
    if (!active) throw featureError('NO_ACTIVE_CAIP_ADDRESS')
    return active
  }

  return {
    namespace: 'bip122',
    listConnectors: () => [
      { id: WALLETCONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'EXTERNAL' },
    ],
    async connect({ network }) {
      const session = connector.session ?? (await (await connector.connect()).approval)
      return connection(session, network)
    },
    async syncConnection({ network }) {
      const session = await connector.restore()
      return session?.namespaces.bip122 ? connection(session, network) : undefined
    },
    async disconnect() {
      active = undefined
      await connector.disconnect()
    },
    async getBalance({ address, network }) {
      const url = network.rpcUrls.default.http[0]
      if (!url) throw new PorticoError('NETWORK_NOT_FOUND', { details: 'no Esplora URL' })
      const utxos = await createEsploraClient(url, options.fetch).utxos(address)
      const { total, unconfirmed } = sumBalance(utxos)
      const symbol = network.nativeCurrency.symbol
      return { balance: formatSats(total), unconfirmed: formatSats(unconfirmed), symbol }
    },
    async switchNetwork({ network }) {
      const session = connector.session
      if (!session?.namespaces.bip122?.chains?.includes(network.caipNetworkId))
        throw featureError('UNSUPPORTED_CHAIN')
      active = network
    },
    async signMessage({ message, address }) {
      const network = current()
      const answer = await connector.request<{ signature?: unknown }>({
        method: 'signMessage',
        params: { account: address, address, message, protocol: 'bip322' },
        chainId: network.caipNetworkId,
      })
      const signature = typeof answer?.signature === 'string' ? answer.signature : ''
      if (!verifyBip322Simple({ message, address, signature, network: libNetwork(network) }))
        throw featureError('BITCOIN_SIGNATURE_INVALID')
      return signature
    },
    subscribe(listener: (event: AdapterEvent) => void) {
      return connector.on('disconnect', () => listener({ type: 'disconnect' }))
    },
  }
}
