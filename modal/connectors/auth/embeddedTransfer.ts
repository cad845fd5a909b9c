import type { TransferChannels } from '../../chains/eip155/transfer'
import type { TransferFee, TransferRequest } from '../../core/chains/chainAdapter'
import { PorticoError } from '../../core/errors/porticoError'
import type { EmbeddedAuth } from './embeddedAuth'

/**
 * The transfer channels of the embedded wallet: chain reads (eth_chainId, eth_estimateGas,
 * eth_gasPrice, eth_call) are safe requests and go straight to the frame; the send
 * (eth_sendTransaction) is unsafe and goes through Portico's gate, so it waits on
 * ApproveTransaction and the frame sends exactly what the visitor approved, from the connected
 * account (the smart account, or the EOA after "Switch to EOA").
 *
 * @example
 * ```ts
 * await sendTransfer(embeddedTransferChannels(auth), { to, amount: 10n ** 17n, network })
 * ```
 */
export function embeddedTransferChannels(auth: EmbeddedAuth): TransferChannels {
  const read = (method: string, params: unknown[] = []) => auth.rpc({ method, params })
  return {
    from: auth.portico.chains.chains.get('eip155')?.account.address,
    async assertOnNetwork(network) {
      const chainId = await read('eth_chainId')
      if (typeof chainId !== 'string' || Number(chainId) !== Number(network.id)) {
        throw new PorticoError('WALLET_CHAIN_DISCONNECTED', {
          details: `the embedded wallet is on chain ${String(chainId)}, the request is for ${network.caipNetworkId}`,
        })
      }
    },
    read,
    wallet: (method, params = []) => auth.portico.request({ method, params }, 'eip155'),
  }
}

/**
 * The send port of the embedded eip155 account (SPEC §4 send flow): a native send or an ERC-20
 * `transfer`, built and simulated by the eip155 transfer code, which loads with the first send.
 *
 * @example
 * ```ts
 * const { fee } = await embeddedTransfer(auth).estimateTransferFee(request)
 * const hash = await embeddedTransfer(auth).transfer(request) // after Approve
 * ```
 */
export function embeddedTransfer(auth: EmbeddedAuth): {
  transfer(request: TransferRequest): Promise<string>
  estimateTransferFee(request: TransferRequest): Promise<TransferFee>
} {
  const load = () => import('../../chains/eip155/transfer')
  return {
    async transfer(request) {
      const { sendTransfer } = await load()
      return sendTransfer(embeddedTransferChannels(auth), request)
    },
    async estimateTransferFee(request) {
      const { estimateTransferFee } = await load()
      return estimateTransferFee(embeddedTransferChannels(auth), request)
    },
  }
}
