import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
  type LocalAccount,
  type TransactionRequest,
  toHex,
} from 'viem'
import { WALLET_ERRORS } from './walletPolicy'

/** A JSON-RPC error a handler throws to answer the site with. */
export class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export interface Eip155RequestContext {
  account: LocalAccount
  /** The chain the request is for, as a number (from its CAIP-2 id). */
  chainId: number
  /** Chains the session granted, as numbers. */
  sessionChainIds: number[]
  rpcUrl: string | undefined
  /** Tells the site the wallet moved to `chainId` (a session event). */
  announceChain(chainId: number): Promise<void>
}

/** The eip155 methods the simulated wallet answers. */
export const EIP155_WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
] as const

type Handler = (ctx: Eip155RequestContext, params: unknown[]) => Promise<unknown>

const handlers: Record<string, Handler> = {
  personal_sign: async ({ account }, [message]) => {
    const text = String(message)
    return account.signMessage({ message: isHex(text) ? { raw: text } : text })
  },
  eth_signTypedData_v4: async ({ account }, [, data]) => {
    const typed = (typeof data === 'string' ? JSON.parse(data) : data) as {
      domain: Record<string, unknown>
      types: Record<string, unknown>
      primaryType: string
      message: Record<string, unknown>
    }
    // viem derives the domain type itself and refuses a second definition.
    const { EIP712Domain: _domain, ...types } = typed.types
    return account.signTypedData({ ...typed, types } as Parameters<
      LocalAccount['signTypedData']
    >[0])
  },
  eth_sendTransaction: async ({ account, chainId, rpcUrl }, [tx]) => {
    if (!rpcUrl) {
      throw new WalletRequestError(
        WALLET_ERRORS.failed.code,
        'This simulated wallet has no RPC URL: create it with rpcUrl to send transactions',
      )
    }
    const chain = defineChain({
      id: chainId,
      name: `Chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
    return client.sendTransaction(toTransaction(tx as Record<string, unknown>) as never)
  },
  eth_accounts: async ({ account }) => [account.address],
  eth_requestAccounts: async ({ account }) => [account.address],
  eth_chainId: async ({ chainId }) => toHex(chainId),
  wallet_switchEthereumChain: async ({ sessionChainIds, announceChain }, [target]) => {
    const chainId = Number((target as { chainId?: string } | undefined)?.chainId)
    if (!sessionChainIds.includes(chainId)) {
      throw new WalletRequestError(
        WALLET_ERRORS.unrecognizedChain.code,
        WALLET_ERRORS.unrecognizedChain.message,
      )
    }
    await announceChain(chainId)
    return null
  },
}

/** What the wallet answers to a method it does not know (4200). */
export function unsupportedMethod(method: string): WalletRequestError {
  const { code, message } = WALLET_ERRORS.unsupportedMethod
  return new WalletRequestError(code, `${message} (${method})`)
}

/** Answers one eip155 request with a real signature from the wallet's key. */
export function handleEip155Request(
  ctx: Eip155RequestContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  const handler = handlers[method]
  if (!handler) return Promise.reject(unsupportedMethod(method))
  return handler(ctx, Array.isArray(params) ? params : [params])
}

function toTransaction(tx: Record<string, unknown>): TransactionRequest {
  const big = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined
  const request: TransactionRequest = {}
  if (typeof tx.to === 'string') request.to = tx.to as Hex
  if (typeof tx.data === 'string') request.data = tx.data as Hex
  if (tx.value !== undefined) request.value = big(tx.value)
  if (tx.gas !== undefined) request.gas = big(tx.gas)
  if (tx.nonce !== undefined) request.nonce = Number(tx.nonce)
  if (tx.maxFeePerGas !== undefined) request.maxFeePerGas = big(tx.maxFeePerGas)
  if (tx.maxPriorityFeePerGas !== undefined)
    request.maxPriorityFeePerGas = big(tx.maxPriorityFeePerGas)
  if (tx.gasPrice !== undefined && tx.maxFeePerGas === undefined)
    request.gasPrice = big(tx.gasPrice)
  return request
}
