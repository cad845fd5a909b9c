import { type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { TransferRequest } from '../../core/chains/chainAdapter'
import { featureError } from '../../core/errors/featureMessages'
import { isSolanaAddress } from '../../core/validation/address'
import { validateSolanaSend } from '../../core/validation/solanaSend'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  TOKEN_ACCOUNT_SIZE,
  transferCheckedInstruction,
} from './spl'

/**
 * Whether `address` is a Solana address: 32–44 base58 characters (SPEC §5) that decode to a
 * 32-byte key.
 *
 * @example
 * ```ts
 * isValidSolanaAddress('11111111111111111111111111111111') // true
 * ```
 */
export function isValidSolanaAddress(address: string): boolean {
  if (!isSolanaAddress(address)) return false
  try {
    return new PublicKey(address).toBytes().length === 32
  } catch {
    return false
  }
}

/**
 * Refuses a transfer without a positive amount or a valid receiver (SPEC §5, the core's one
 * rule in validateSolanaSend), and a receiver or mint that is no 32-byte key.
 */
export function checkTransfer(request: TransferRequest): PublicKey {
  const send = validateSolanaSend({ amount: request.amount.toString(), receiver: request.to })
  if (!send.ok || !isValidSolanaAddress(request.to)) {
    throw featureError('SOLANA_SEND_INVALID', { details: `to=${request.to}` })
  }
  if (request.token && !isValidSolanaAddress(request.token.address)) {
    throw featureError('SOLANA_SEND_INVALID', { details: `mint=${request.token.address}` })
  }
  return new PublicKey(request.to)
}

/** A transfer ready to sign, and the rent it pays for a receiver's new token account. */
export interface BuiltTransfer {
  transaction: Transaction
  blockhash: string
  lastValidBlockHeight: number
  rent: bigint
}

/**
 * Builds the transfer as one transaction: a SystemProgram transfer for SOL; for an SPL token,
 * the receiver's associated token account is created first when it does not exist yet, then
 * `TransferChecked` moves the amount between the two associated accounts.
 *
 * @example
 * ```ts
 * const { transaction } = await buildTransfer(connection, sender, { to, amount: 250_000_000n, network })
 * ```
 */
export async function buildTransfer(
  connection: Connection,
  from: PublicKey,
  request: TransferRequest,
): Promise<BuiltTransfer> {
  const to = checkTransfer(request)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight })
  let rent = 0n
  if (!request.token) {
    transaction.add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: request.amount }),
    )
  } else {
    const mint = new PublicKey(request.token.address)
    const destination = associatedTokenAddress(to, mint)
    if (!(await connection.getAccountInfo(destination))) {
      transaction.add(createAssociatedTokenAccountIdempotent({ payer: from, owner: to, mint }))
      rent = BigInt(await connection.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE))
    }
    transaction.add(
      transferCheckedInstruction({
        source: associatedTokenAddress(from, mint),
        mint,
        destination,
        owner: from,
        amount: request.amount,
        decimals: request.token.decimals,
      }),
    )
  }
  return { transaction, blockhash, lastValidBlockHeight, rent }
}

/**
 * What the transfer costs the sender in lamports: the network fee of its message plus the
 * rent of a token account it creates.
 */
export async function transferFee(connection: Connection, built: BuiltTransfer): Promise<bigint> {
  const { value } = await connection.getFeeForMessage(built.transaction.compileMessage())
  return BigInt(value ?? 0) + built.rent
}
