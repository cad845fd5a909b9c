import { describe, expect, it } from 'vitest'
import { classifyRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods'

describe('classifyRpcMethod', () => {
  it('behavior: read-only chain queries are safe', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_getLogs',
      'eth_estimateGas',
      'eth_feeHistory',
    ]) {
      expect(classifyRpcMethod(method), method).toBe('safe')
    }
  })

  it('behavior: raw transaction sending, capability and status lookups are safe', () => {
    for (const method of [
      'eth_sendRawTransaction',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
    ]) {
      expect(classifyRpcMethod(method), method).toBe('safe')
    }
  })

  it('behavior: signing messages, typed data and transactions is unsafe', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
    ]) {
      expect(classifyRpcMethod(method), method).toBe('unsafe')
    }
  })

  it('behavior: sending transactions or call batches, permissions and user operations are unsafe', () => {
    for (const method of [
      'eth_sendTransaction',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]) {
      expect(classifyRpcMethod(method), method).toBe('unsafe')
    }
  })

  it('behavior: methods on neither list are not allowed', () => {
    expect(classifyRpcMethod('eth_sign')).toBe('not-allowed')
    expect(classifyRpcMethod('')).toBe('not-allowed')
  })

  it('default: the two lists do not overlap', () => {
    expect(SAFE_RPC_METHODS.filter((m) => UNSAFE_RPC_METHODS.includes(m))).toEqual([])
  })
})
