/**
 * RPC methods the embedded wallet accepts (SPEC §7 "Supported RPC methods"), split into safe and
 * unsafe (SPEC §6). Unsafe ones need the visitor's approval; anything else is not allowed.
 */

/** Read-only chain queries, raw transaction sending, capability and status lookups. */
export const SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_uninstallFilter',
  'eth_sendRawTransaction',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
]

/**
 * Signing messages, typed data and transactions; sending transactions or call batches; granting
 * or revoking permissions; sending user operations.
 */
export const UNSAFE_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]

/** How a method is treated. */
export type RpcMethodKind = 'safe' | 'unsafe' | 'not-allowed'

/**
 * Classifies an RPC method (SPEC §6).
 *
 * @example
 * ```ts
 * classifyRpcMethod('eth_call') // 'safe'
 * classifyRpcMethod('personal_sign') // 'unsafe'
 * classifyRpcMethod('eth_sign') // 'not-allowed'
 * ```
 */
export function classifyRpcMethod(method: string): RpcMethodKind {
  if (SAFE_RPC_METHODS.includes(method)) return 'safe'
  if (UNSAFE_RPC_METHODS.includes(method)) return 'unsafe'
  return 'not-allowed'
}
