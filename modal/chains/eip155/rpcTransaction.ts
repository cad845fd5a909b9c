import { type Abi, encodeFunctionData, numberToHex } from 'viem'
import type { AdapterContractCall, AdapterTransaction } from '../../core/chains/chainAdapter'

/** The eth_sendTransaction / eth_estimateGas object of EIP-1474: hex quantities. */
export interface RpcTransaction {
  from: string
  to: string
  value?: `0x${string}`
  data?: string
  gas?: `0x${string}`
}

/** Turns an AdapterTransaction (bigint amounts) into the JSON-RPC shape wallets expect. */
export function toRpcTransaction(transaction: AdapterTransaction, from: string): RpcTransaction {
  return {
    from,
    to: transaction.to,
    ...(transaction.value !== undefined ? { value: numberToHex(transaction.value) } : {}),
    ...(transaction.data !== undefined ? { data: transaction.data } : {}),
    ...(transaction.gas !== undefined ? { gas: numberToHex(transaction.gas) } : {}),
  }
}

/**
 * The transaction that performs a contract call: calldata encoded from the ABI with viem.
 *
 * @example
 * ```ts
 * contractCallTransaction({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, 1n] })
 * ```
 */
export function contractCallTransaction(call: AdapterContractCall): AdapterTransaction {
  const data = encodeFunctionData({
    abi: call.abi as Abi,
    functionName: call.functionName,
    args: call.args ? [...call.args] : [],
  })
  return { to: call.address, data, ...(call.value !== undefined ? { value: call.value } : {}) }
}
