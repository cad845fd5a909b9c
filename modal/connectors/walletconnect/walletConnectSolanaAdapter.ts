import type { Connection } from '@solana/web3.js'
import { walletChainOf } from '../../chains/solana/networks'
import { readSolBalance, SolanaConnections } from '../../chains/solana/rpcConnection'
import { estimateSolanaTransfer, sendTransfer } from '../../chains/solana/solanaSend'
import { isValidSolanaAddress } from '../../chains/solana/solanaTransfer'
import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterConnection, AdapterEvent, ChainAdapter } from '../../core/chains/chainAdapter'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import { WALLETCONNECT_CONNECTOR, WALLETCONNECT_CONNECTOR_ID } from './connectorId'
import type { WalletConnectAdapterSettings } from './families/walletConnectFamily'
import type { WalletConnectSession } from './transport'
import {
  messageParam,
  sessionAccount,
  sessionWallet,
  signatureOf,
} from './walletConnectSolanaSigner'

/** The session's solana accounts as [CAIP-2 chain, address] pairs, valid addresses only. */
function solanaAccounts(session: WalletConnectSession): [string, string][] {
  const pairs: [string, string][] = []
  for (const account of session.namespaces.solana?.accounts ?? []) {
    const [namespace, reference, address] = account.split(':')
    if (namespace === 'solana' && reference && address && isValidSolanaAddress(address)) {
      pairs.push([`solana:${reference}`, address])
    }
  }
  return pairs
}

/**
 * The solana {@link ChainAdapter} over a WalletConnect session (the same session as eip155 when
 * the phone approved both): the phone signs (solana_signMessage, solana_signTransaction), the
 * network's own RPC reads balances, blockhashes and fees and takes the signed transfer.
 *
 * @example
 * ```ts
 * const adapter = createWalletConnectSolanaAdapter({ connector: wc, fetch })
 * const { address } = await adapter.connect({ connectorId: 'walletConnect', network: solana })
 * await adapter.signMessage?.({ message: 'hi', address })
 * ```
 */
export function createWalletConnectSolanaAdapter(
  settings: WalletConnectAdapterSettings,
): ChainAdapter {
  const { connector } = settings
  const connections = new SolanaConnections(settings.fetch)
  let active: { chain: string; address: string } | undefined

  const connection = (session: WalletConnectSession, network: CaipNetwork): AdapterConnection => {
    const accounts = solanaAccounts(session)
    const chosen = accounts.find(([chain]) => chain === network.caipNetworkId) ?? accounts[0]
    if (!chosen) {
      throw featureError('NO_ACTIVE_CAIP_ADDRESS', {
        details: 'The session has no solana account',
      })
    }
    const [chain, address] = chosen
    active = { chain, address }
    const addresses = [...new Set(accounts.map(([, a]) => a))]
    return {
      address,
      chainId: chain.split(':')[1] ?? '',
      accounts: addresses.map((a) => ({ address: a, type: 'eoa' as const })),
      connectorId: WALLETCONNECT_CONNECTOR_ID,
    }
  }

  const requireActive = (address?: string) => {
    if (!active || (address !== undefined && active.address !== address)) {
      throw new PorticoError('WALLET_UNAUTHORIZED', { details: address ?? 'no connected account' })
    }
    return active
  }

  const request = (method: string, params: Record<string, unknown>) =>
    connector.request({ method, params, chainId: requireActive().chain })

  const signer = (
    network: CaipNetwork,
  ): { connection: Connection; account: ReturnType<typeof sessionAccount> } => ({
    connection: connections.for(network),
    account: sessionAccount(requireActive().address, walletChainOf(network)),
  })

  return {
    namespace: 'solana',
    listConnectors: () => [WALLETCONNECT_CONNECTOR],
    async connect({ network }) {
      return connection(await connector.ensureSession(), network)
    },
    async syncConnection({ network }) {
      const session = await connector.restore()
      return session && solanaAccounts(session).length > 0
        ? connection(session, network)
        : undefined
    },
    async disconnect() {
      active = undefined
      await connector.disconnect()
    },
    getBalance: ({ address, network }) =>
      readSolBalance(connections.for(network), address, network),
    /** The session lists its solana chains; signing follows the network asked for. */
    async switchNetwork({ network }) {
      const listed =
        connector.session &&
        solanaAccounts(connector.session).find(([c]) => c === network.caipNetworkId)
      if (listed) active = { chain: listed[0], address: listed[1] }
    },
    async signMessage({ message, address }) {
      requireActive(address)
      const answer = await request('solana_signMessage', messageParam(message, address))
      return encodeSignature(answer)
    },
    request: ({ method, params }) => request(method, (params ?? {}) as Record<string, unknown>),
    transfer: (transfer) =>
      sendTransfer({ ...signer(transfer.network), wallet: sessionWallet(request) }, transfer),
    estimateTransferFee: (transfer) =>
      estimateSolanaTransfer(connections.for(transfer.network), requireActive().address, transfer),
    isValidAddress: (address) => isValidSolanaAddress(address),
    subscribe(listener: (event: AdapterEvent) => void) {
      return connector.on('disconnect', () => {
        active = undefined
        listener({ type: 'disconnect' })
      })
    },
  }
}

/** The phone's signature checked (64 bytes of base58) and handed on as base58. */
function encodeSignature(answer: unknown): string {
  signatureOf(answer)
  return (answer as { signature: string }).signature
}
