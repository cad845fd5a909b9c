import { hexToBigInt, isHex } from 'viem'
import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterTransaction } from '../../core/chains/chainAdapter'
import { PorticoError } from '../../core/errors/porticoError'
import { providerCall } from './providerCall'
import { toRpcTransaction } from './rpcTransaction'
import type { ActiveWallet } from './walletSession'

/** Refuses when the wallet sits on another chain than `network`: nothing goes to the wrong one. */
export async function assertOnNetwork(wallet: ActiveWallet, network: CaipNetwork): Promise<void> {
  const chainId = await providerCall<string>(wallet.provider, 'eth_chainId')
  if (!isHex(chainId) || hexToBigInt(chainId) !== BigInt(network.id)) {
    throw new PorticoError('WALLET_CHAIN_DISCONNECTED', {
      details: `the wallet is on chain ${chainId}, the request is for ${network.caipNetworkId}`,
    })
  }
}

function rpcTransaction(wallet: ActiveWallet, transaction: AdapterTransaction) {
  const from = transaction.from ?? wallet.address
  if (!from) throw new PorticoError('WALLET_UNAUTHORIZED', { details: 'no account to send from' })
  return toRpcTransaction(transaction, from)
}

/** eth_estimateGas through the wallet, after checking it sits on `network`. */
export async function estimateGasThroughWallet(
  wallet: ActiveWallet,
  transaction: AdapterTransaction,
  network: CaipNetwork,
): Promise<bigint> {
  await assertOnNetwork(wallet, network)
  const gas = await providerCall<string>(wallet.provider, 'eth_estimateGas', [
    rpcTransaction(wallet, transaction),
  ])
  if (!isHex(gas)) throw new PorticoError('SOMETHING_WENT_WRONG', { details: 'gas is not hex' })
  return hexToBigInt(gas)
}

/** eth_sendTransaction through the wallet, after checking it sits on `network`; the hash. */
export async function sendThroughWallet(
  wallet: ActiveWallet,
  transaction: AdapterTransaction,
  network: CaipNetwork,
): Promise<string> {
  await assertOnNetwork(wallet, network)
  return providerCall<string>(wallet.provider, 'eth_sendTransaction', [
    rpcTransaction(wallet, transaction),
  ])
}
