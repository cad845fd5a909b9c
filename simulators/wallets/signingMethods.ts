import {
  createWalletClient,
  custom,
  type Hex,
  hexToBigInt,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import type { HDAccount } from 'viem/accounts'
import { walletErrors } from './providerRpcError'
import type { RpcForwarder } from './rpcForwarder'

/** personal_sign: params [message, address]; a hex message is signed as raw bytes. */
export function personalSign(account: HDAccount, message: unknown): Promise<Hex> {
  if (typeof message !== 'string') throw walletErrors.invalidParams('message must be a string')
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

/** eth_signTypedData_v4: params [address, typedData], typed data as JSON text or an object. */
export function signTypedDataV4(account: HDAccount, typedData: unknown): Promise<Hex> {
  let parsed: unknown = typedData
  if (typeof typedData === 'string') {
    try {
      parsed = JSON.parse(typedData)
    } catch {
      throw walletErrors.invalidParams('typed data is not valid JSON')
    }
  }
  if (typeof parsed !== 'object' || parsed === null || !('primaryType' in parsed)) {
    throw walletErrors.invalidParams('typed data needs types, primaryType, domain and message')
  }
  return account.signTypedData(parsed as TypedDataDefinition)
}

/** The EIP-1193 transaction object of eth_sendTransaction (hex quantities). */
export interface RpcTransactionRequest {
  from?: string
  to?: string
  value?: string
  data?: string
  input?: string
  gas?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
}

function quantity(value: string | undefined, field: string): bigint | undefined {
  if (value === undefined) return undefined
  if (!isHex(value)) throw walletErrors.invalidParams(`${field} must be a hex quantity`)
  return hexToBigInt(value)
}

/**
 * eth_sendTransaction: fills nonce, gas and fees from the node, signs with the local key, and
 * sends eth_sendRawTransaction through `rpc`, as a real wallet does. Returns the hash.
 */
export async function sendTransaction(
  account: HDAccount,
  rpc: RpcForwarder,
  tx: RpcTransactionRequest,
): Promise<Hex> {
  const client = createWalletClient({
    account,
    transport: custom(
      { request: ({ method, params }) => rpc.call(method, params) },
      { retryCount: 0 },
    ),
  })
  const data = tx.data ?? tx.input
  if (data !== undefined && !isHex(data)) throw walletErrors.invalidParams('data must be hex')
  if (tx.to !== undefined && !isHex(tx.to)) throw walletErrors.invalidParams('to must be hex')
  const nonce = quantity(tx.nonce, 'nonce')
  const common = {
    account,
    chain: null,
    to: tx.to,
    data,
    value: quantity(tx.value, 'value'),
    gas: quantity(tx.gas, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
  } as const
  const gasPrice = quantity(tx.gasPrice, 'gasPrice')
  if (gasPrice !== undefined) return client.sendTransaction({ ...common, gasPrice })
  return client.sendTransaction({
    ...common,
    maxFeePerGas: quantity(tx.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
  })
}
