import type { TransferChannels } from '../../chains/eip155/transfer'
import type { CaipNetwork } from '../../core/caip/types'
import type { FetchFn } from '../../core/deps'
import { PorticoError } from '../../core/errors/porticoError'

/** What a WalletConnect session offers a transfer: its account, chain and request function. */
export interface WalletConnectTransferSession {
  fetch: FetchFn
  network: CaipNetwork
  from: string | undefined
  chainId: string | undefined
  request<T>(method: string, params: unknown): Promise<T>
}

/** One JSON-RPC call to the network's own node (its first RPC URL), or SOMETHING_WENT_WRONG. */
async function nodeCall(fetch: FetchFn, network: CaipNetwork, method: string, params: unknown[]) {
  const url = network.rpcUrls.default.http[0]
  if (!url) {
    throw new PorticoError('SOMETHING_WENT_WRONG', {
      details: `${network.caipNetworkId} has no RPC URL`,
    })
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const json = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (json.error || !('result' in json)) {
    throw new PorticoError('SOMETHING_WENT_WRONG', {
      details: `${method}: ${json.error?.message ?? 'no result'}`,
    })
  }
  return json.result
}

/**
 * The transfer channels of a WalletConnect session: the phone signs and sends
 * (eth_sendTransaction), chain reads (gas estimate, gas price, eth_call) go to the network's
 * node, since a session's methods do not include them.
 *
 * @example
 * ```ts
 * await sendTransfer(walletConnectTransferChannels(session), request)
 * ```
 */
export function walletConnectTransferChannels(
  session: WalletConnectTransferSession,
): TransferChannels {
  const { fetch, network } = session
  return {
    from: session.from,
    async assertOnNetwork(target) {
      if (session.chainId !== String(target.id)) {
        throw new PorticoError('WALLET_CHAIN_DISCONNECTED', {
          details: `the session is on chain ${session.chainId}, the request is for ${target.caipNetworkId}`,
        })
      }
    },
    read: (method, params = []) => nodeCall(fetch, network, method, params),
    wallet: (method, params = []) => session.request(method, params),
  }
}
