import { formatUnits, numberToHex, stringToHex } from 'viem'
import {
  estimateTransferFee,
  isValidEip155Address,
  sendTransfer,
} from '../../chains/eip155/transfer'
import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterConnection, AdapterEvent, ChainAdapter } from '../../core/chains/chainAdapter'
import type { FetchFn } from '../../core/deps'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import { WALLETCONNECT_CONNECTOR, WALLETCONNECT_CONNECTOR_ID } from './connectorId'
import type { WalletConnectSession } from './transport'
import type { WalletConnectConnector } from './walletConnectConnector'
import { createWalletConnectProvider } from './walletConnectProvider'
import { walletConnectTransferChannels } from './walletConnectTransfer'

export { WALLETCONNECT_CONNECTOR_ID }

export interface WalletConnectEip155AdapterOptions {
  connector: WalletConnectConnector
  /** Used for balance reads against the network's own RPC URL. */
  fetch: FetchFn
}

/**
 * The eip155 {@link ChainAdapter} over a WalletConnect session: connecting pairs (the UI shows
 * the connector's `uri` events as a QR code), requests go to the phone, balances are read
 * from the network's RPC URL directly.
 *
 * @example
 * ```ts
 * const adapter = createWalletConnectEip155Adapter({ connector: wc, fetch })
 * const { address } = await adapter.connect({ connectorId: 'walletConnect', network: mainnet })
 * await adapter.signMessage?.({ message: 'hi', address })
 * ```
 */
export function createWalletConnectEip155Adapter(
  options: WalletConnectEip155AdapterOptions,
): ChainAdapter {
  const { connector } = options
  let activeChainId: string | undefined
  let activeAddress: string | undefined

  const connection = (session: WalletConnectSession, network?: CaipNetwork): AdapterConnection => {
    const accounts = session.namespaces.eip155?.accounts ?? []
    const chains = accounts.map((account) => account.split(':')[1] ?? '')
    const wanted = network ? String(network.id) : undefined
    activeChainId = wanted && chains.includes(wanted) ? wanted : chains[0]
    const addresses = [...new Set(accounts.map((account) => account.split(':')[2] ?? ''))]
    const address = addresses[0]
    if (!address || !activeChainId)
      throw featureError('NO_ACTIVE_CAIP_ADDRESS', {
        details: 'The session has no eip155 account',
      })
    activeAddress = address
    return {
      address,
      chainId: activeChainId,
      accounts: addresses.map((a) => ({ address: a, type: 'eoa' as const })),
      connectorId: WALLETCONNECT_CONNECTOR_ID,
    }
  }

  const channels = (network: CaipNetwork) =>
    walletConnectTransferChannels({
      fetch: options.fetch,
      network,
      from: activeAddress,
      chainId: activeChainId,
      request,
    })

  const request = <T>(method: string, params: unknown) =>
    connector.request<T>({
      method,
      params,
      ...(activeChainId ? { chainId: `eip155:${activeChainId}` } : {}),
    })

  const provider = createWalletConnectProvider({
    session: () => connector.session,
    chainId: () => activeChainId,
    request: (method, params) => request(method, params),
    onWalletEvent: (listener) =>
      connector.on('walletEvent', ({ name, data }) => listener(name, data)),
  })

  return {
    namespace: 'eip155',
    getProvider: () => (connector.session ? provider : undefined),
    listConnectors: () => [WALLETCONNECT_CONNECTOR],
    async connect({ network }) {
      return connection(await connector.ensureSession(), network)
    },
    async syncConnection({ network }) {
      const session = await connector.restore()
      return session ? connection(session, network) : undefined
    },
    async disconnect() {
      activeChainId = undefined
      await connector.disconnect()
    },
    getBalance: ({ address, network }) => readBalance(options.fetch, address, network),
    async switchNetwork({ network }) {
      await request('wallet_switchEthereumChain', [{ chainId: numberToHex(Number(network.id)) }])
      activeChainId = String(network.id)
    },
    signMessage: ({ message, address }) =>
      request<string>('personal_sign', [stringToHex(message), address]),
    request: ({ method, params }) => request(method, params ?? []),
    // The send port: the phone signs, the network's node answers the reads (transfer.ts).
    transfer: (transfer) => sendTransfer(channels(transfer.network), transfer),
    estimateTransferFee: (transfer) => estimateTransferFee(channels(transfer.network), transfer),
    isValidAddress: (address) => isValidEip155Address(address),
    subscribe(listener: (event: AdapterEvent) => void) {
      const offEvent = connector.on('walletEvent', ({ name, data }) => {
        if (name === 'chainChanged') {
          activeChainId = String(Number(data))
          listener({ type: 'chainChanged', chainId: activeChainId })
        } else if (name === 'accountsChanged' && Array.isArray(data)) {
          const first = data[0]
          listener({
            type: 'accountsChanged',
            address: typeof first === 'string' ? (first.split(':').pop() ?? first) : undefined,
          })
        }
      })
      const offDisconnect = connector.on('disconnect', () => listener({ type: 'disconnect' }))
      return () => {
        offEvent()
        offDisconnect()
      }
    },
  }
}

/** eth_getBalance on the network's first RPC URL, formatted in whole units. */
async function readBalance(fetch: FetchFn, address: string, network: CaipNetwork) {
  const url = network.rpcUrls.default.http[0]
  if (!url)
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
      details: `${network.caipNetworkId} has no RPC URL`,
    })
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_getBalance',
    params: [address, 'latest'],
  })
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    const json = (await response.json()) as { result?: unknown }
    if (typeof json.result !== 'string')
      throw new Error(`eth_getBalance answered ${JSON.stringify(json)}`)
    const { decimals, symbol } = network.nativeCurrency
    return { balance: formatUnits(BigInt(json.result), decimals), symbol }
  } catch (error) {
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { cause: error })
  }
}
