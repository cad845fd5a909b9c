import { type Connection, PublicKey } from '@solana/web3.js'
import {
  feature,
  SOLANA_SIGN_AND_SEND_TRANSACTION,
  SOLANA_SIGN_TRANSACTION,
  type StandardWallet,
  type WalletAccount,
} from '../../connectors/wallet-standard/walletStandard'
import type { CaipNetwork } from '../../core/caip/types'
import type { TransferFee, TransferRequest } from '../../core/chains/chainAdapter'
import { featureError } from '../../core/errors/featureMessages'
import { isPorticoError, PorticoError } from '../../core/errors/porticoError'
import { providerErrorCode } from '../../core/stores/providerErrors'
import { encodeBase58 } from './base58'
import { SOLANA_DECIMALS, walletChainOf } from './networks'
import { type BuiltTransfer, buildTransfer, transferFee } from './solanaTransfer'

/**
 * Lamports as a decimal string of SOL, without trailing zeros.
 *
 * @example
 * ```ts
 * formatLamports(1_500_000_000n) // '1.5'
 * ```
 */
export function formatLamports(lamports: bigint): string {
  const unit = 10n ** BigInt(SOLANA_DECIMALS)
  const whole = lamports / unit
  const fraction = (lamports % unit).toString().padStart(SOLANA_DECIMALS, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}

/**
 * The error a failed send surfaces: the visitor's refusal stays USER_REJECTED (4001), an
 * invalid request stays SOLANA_SEND_INVALID, anything else (RPC down, preflight refused,
 * wallet failure) is SPEC §8's "Failed to send transaction. Please try again.".
 */
export function sendError(error: unknown): PorticoError {
  if (isPorticoError(error, 'SOLANA_SEND_INVALID')) return error
  if (providerErrorCode(error) === 4001) return new PorticoError('USER_REJECTED', { cause: error })
  const details = error instanceof Error ? error.message : undefined
  return featureError('SOLANA_SEND_FAILED', { cause: error, ...(details ? { details } : {}) })
}

interface SignAndSendParams {
  connection: Connection
  wallet: StandardWallet
  account: WalletAccount
  built: BuiltTransfer
  network: CaipNetwork
}

/**
 * Has the wallet sign the transfer and sends it over the network's RPC, then waits for the
 * confirmation (signatureSubscribe). A wallet with only `solana:signAndSendTransaction` sends
 * it itself. Resolves to the base58 signature.
 */
export async function signAndSend(params: SignAndSendParams): Promise<string> {
  const { connection, wallet, account, built, network } = params
  const bytes = built.transaction.serialize({
    requireAllSignatures: false,
    verifySignatures: false,
  })
  const chain = walletChainOf(network)
  try {
    let signature: string
    const signOnly = feature(wallet, SOLANA_SIGN_TRANSACTION)
    if (signOnly) {
      const [signed] = await signOnly.signTransaction({ account, transaction: bytes, chain })
      if (!(signed?.signedTransaction instanceof Uint8Array)) {
        throw new Error('the wallet returned no signed transaction')
      }
      signature = await connection.sendRawTransaction(signed.signedTransaction)
    } else {
      const send = feature(wallet, SOLANA_SIGN_AND_SEND_TRANSACTION)
      if (!send) throw new Error('the wallet cannot sign transactions')
      const [sent] = await send.signAndSendTransaction({ account, transaction: bytes, chain })
      // Wallet output is outside data: a signature is 64 bytes or the send did not happen.
      if (!(sent?.signature instanceof Uint8Array) || sent.signature.length !== 64) {
        throw new Error('the wallet returned no signature')
      }
      signature = encodeBase58(sent.signature)
    }
    const { blockhash, lastValidBlockHeight } = built
    const { value } = await connection.confirmTransaction({
      signature,
      blockhash,
      lastValidBlockHeight,
    })
    if (value.err) throw new Error(`transaction ${signature} failed: ${JSON.stringify(value.err)}`)
    return signature
  } catch (error) {
    throw sendError(error)
  }
}

/** The connected account a transfer is sent from, and the wallet that signs it. */
export interface TransferSigner {
  connection: Connection
  wallet: StandardWallet
  account: WalletAccount
}

/**
 * Builds, signs and sends a transfer (SOL or SPL), as both solana adapters do; every failure
 * comes out through {@link sendError}.
 *
 * @example
 * ```ts
 * const signature = await sendTransfer({ connection, wallet, account }, request)
 * ```
 */
export async function sendTransfer(signer: TransferSigner, request: TransferRequest) {
  const { connection, wallet, account } = signer
  const built = await buildTransfer(connection, new PublicKey(account.address), request).catch(
    (error: unknown) => Promise.reject(sendError(error)),
  )
  return signAndSend({ connection, wallet, account, built, network: request.network })
}

/**
 * The fee of {@link sendTransfer} for the same request, in lamports.
 *
 * @example
 * ```ts
 * const { fee } = await estimateSolanaTransfer(connection, sender, request)
 * ```
 */
export async function estimateSolanaTransfer(
  connection: Connection,
  sender: string,
  request: TransferRequest,
): Promise<TransferFee> {
  const built = await buildTransfer(connection, new PublicKey(sender), request)
  return { fee: await transferFee(connection, built) }
}
