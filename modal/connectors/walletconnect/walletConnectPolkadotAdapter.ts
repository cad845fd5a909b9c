import type { Signer, SignerResult } from '@polkadot/api/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { isValidPolkadotAddress } from '../../chains/polkadot/polkadotAdapter'
import { freeBalance, PolkadotApis } from '../../chains/polkadot/polkadotApi'
import { signMessageRaw } from '../../chains/polkadot/polkadotSign'
import { buildTransfer, sendTransfer } from '../../chains/polkadot/polkadotTransfer'
import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterConnection, ChainAdapter } from '../../core/chains/chainAdapter'
import { featureError } from '../../core/errors/featureMessages'
import { WALLETCONNECT_CONNECTOR_ID } from './connectorId'
import type { WalletConnectSession } from './transport'
import type { WalletConnectConnector } from './walletConnectConnector'

/** What the polkadot side of WalletConnect needs: the connector (its session and requests). */
export interface WalletConnectPolkadotAdapterOptions {
  connector: Pick<
    WalletConnectConnector,
    'session' | 'connect' | 'restore' | 'disconnect' | 'request'
  >
}

const signatureOf = (result: unknown): string => {
  const signature =
    typeof result === 'object' && result !== null ? Reflect.get(result, 'signature') : undefined
  if (typeof signature !== 'string' || !/^0x[0-9a-f]+$/i.test(signature)) {
    throw featureError('POLKADOT_SIGNATURE_INVALID', { details: 'no hex signature' })
  }
  return signature
}

/**
 * The polkadot namespace over a WalletConnect session (WalletConnect's polkadot methods):
 * `polkadot_signMessage` `{address, message}` and `polkadot_signTransaction`
 * `{address, transactionPayload}`, each answered `{signature}`. Reads and submissions go to
 * the network's own node through @polkadot/api, as with an extension; the phone only signs.
 *
 * @example
 * ```ts
 * const adapter = createWalletConnectPolkadotAdapter({ connector })
 * await adapter.transfer?.({ to, amount, network })
 * ```
 */
export function createWalletConnectPolkadotAdapter(
  options: WalletConnectPolkadotAdapterOptions,
): ChainAdapter {
  const { connector } = options
  const apis = new PolkadotApis()
  let active: { address: string; network: CaipNetwork } | undefined

  const connection = (session: WalletConnectSession, network: CaipNetwork): AdapterConnection => {
    const accounts = (session.namespaces.polkadot?.accounts ?? []).map((a) => a.split(':'))
    const reference = String(network.id)
    const mine = accounts.filter(([, chain, address]) => chain === reference && address)
    const addresses = [...new Set(mine.map(([, , address]) => address ?? ''))].filter(
      isValidPolkadotAddress,
    )
    const address = addresses[0]
    if (!address) {
      throw featureError('NO_ACTIVE_CAIP_ADDRESS', {
        details: `The session has no account on ${network.caipNetworkId}`,
      })
    }
    active = { address, network }
    return {
      address,
      chainId: reference,
      accounts: addresses.map((a) => ({ address: a, type: 'eoa' as const })),
      connectorId: WALLETCONNECT_CONNECTOR_ID,
    }
  }
  const request = <T>(method: string, params: unknown) =>
    connector.request<T>({
      method,
      params,
      ...(active ? { chainId: active.network.caipNetworkId } : {}),
    })
  const current = () => {
    if (!active) throw featureError('NO_ACTIVE_CAIP_ADDRESS')
    return active
  }
  const signer: Signer = {
    async signPayload(payload: SignerPayloadJSON): Promise<SignerResult> {
      const result = await request('polkadot_signTransaction', {
        address: payload.address,
        transactionPayload: payload,
      })
      return { id: 0, signature: signatureOf(result) as `0x${string}` }
    },
  }

  return {
    namespace: 'polkadot',
    listConnectors: () => [
      { id: WALLETCONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'EXTERNAL' },
    ],
    async connect({ network }) {
      const session = connector.session ?? (await (await connector.connect()).approval)
      return connection(session, network)
    },
    async syncConnection({ network }) {
      const session = await connector.restore()
      return session ? connection(session, network) : undefined
    },
    async disconnect() {
      active = undefined
      await connector.disconnect()
      await apis.disconnectAll()
    },
    getBalance: async ({ address, network }) =>
      freeBalance(await apis.get(network), address, network),
    async switchNetwork({ network }) {
      if (connector.session) connection(connector.session, network)
    },
    signMessage: ({ message, address }) =>
      signMessageRaw(
        {
          signRaw: async (raw) => ({
            id: 0,
            signature: signatureOf(
              await request('polkadot_signMessage', { address: raw.address, message: raw.data }),
            ),
          }),
        },
        address,
        message,
      ),
    async transfer(transfer) {
      const api = await apis.get(transfer.network)
      return sendTransfer(api, buildTransfer(api, transfer), current().address, signer)
    },
    async estimateTransferFee(transfer) {
      const api = await apis.get(transfer.network)
      const info = await buildTransfer(api, transfer).paymentInfo(current().address)
      return { fee: info.partialFee.toBigInt() }
    },
    isValidAddress: (address) => isValidPolkadotAddress(address),
  }
}
