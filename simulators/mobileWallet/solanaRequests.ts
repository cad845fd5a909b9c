import { ed25519 } from '@noble/curves/ed25519'
import { Connection, type Keypair, VersionedTransaction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../../modal/chains/solana/base58'
import { unsupportedMethod, WalletRequestError } from './eip155Requests'
import { WALLET_ERRORS } from './walletPolicy'

export interface SolanaRequestContext {
  /** The phone's real ed25519 key. */
  keypair: Keypair
  /** The Solana JSON-RPC URL (the lab's LiteSVM); without it signAndSend is refused. */
  rpcUrl: string | undefined
}

/** The solana methods the simulated phone answers (WalletConnect's names, SPEC §7). */
export const SOLANA_WALLET_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const

type Params = Record<string, unknown>
type Handler = (ctx: SolanaRequestContext, params: Params) => Promise<unknown>

const invalid = (message: string) => new WalletRequestError(-32602, message)

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** Signs the base64 transaction the site sent with the phone's key. */
function signTransaction({ keypair }: SolanaRequestContext, params: Params) {
  if (typeof params.transaction !== 'string') throw invalid('transaction must be base64 text')
  const transaction = VersionedTransaction.deserialize(fromBase64(params.transaction))
  transaction.sign([keypair])
  const index = transaction.message.staticAccountKeys.findIndex((key) =>
    key.equals(keypair.publicKey),
  )
  const signature = transaction.signatures[index]
  if (!signature) throw invalid('the transaction does not need this account')
  return { signature: encodeBase58(signature), transaction: toBase64(transaction.serialize()) }
}

const handlers: Record<string, Handler> = {
  solana_signMessage: async ({ keypair }, params) => {
    const message = typeof params.message === 'string' ? decodeBase58(params.message) : undefined
    if (!message) throw invalid('message must be base58 text')
    if (params.pubkey !== undefined && params.pubkey !== keypair.publicKey.toBase58()) {
      throw invalid(`pubkey ${String(params.pubkey)} is not this wallet's`)
    }
    return { signature: encodeBase58(ed25519.sign(message, keypair.secretKey.slice(0, 32))) }
  },
  solana_signTransaction: async (ctx, params) => signTransaction(ctx, params),
  solana_signAndSendTransaction: async (ctx, params) => {
    if (!ctx.rpcUrl) {
      throw new WalletRequestError(WALLET_ERRORS.failed.code, 'This phone has no Solana RPC URL')
    }
    const { transaction } = signTransaction(ctx, params)
    const signature = await new Connection(ctx.rpcUrl, 'confirmed').sendRawTransaction(
      fromBase64(transaction),
    )
    return { signature }
  },
  solana_getAccounts: async ({ keypair }) => [{ pubkey: keypair.publicKey.toBase58() }],
  solana_requestAccounts: async ({ keypair }) => [{ pubkey: keypair.publicKey.toBase58() }],
}

/**
 * Answers one solana request with a real ed25519 signature from the phone's key.
 *
 * @example
 * ```ts
 * await handleSolanaRequest({ keypair, rpcUrl }, 'solana_signMessage', { message, pubkey })
 * ```
 */
export function handleSolanaRequest(
  ctx: SolanaRequestContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  const handler = handlers[method]
  if (!handler) return Promise.reject(unsupportedMethod(method))
  const record = typeof params === 'object' && params !== null ? (params as Params) : {}
  return handler(ctx, record)
}
