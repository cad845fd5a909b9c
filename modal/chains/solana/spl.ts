import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'

/** The SPL Token program (the classic one every USDC-like mint lives on). */
export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
/** The Associated Token Account program: one canonical token account per owner and mint. */
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
)
/** Bytes of an SPL token account and of a mint (their fixed layouts). */
export const TOKEN_ACCOUNT_SIZE = 165
export const MINT_SIZE = 82

/**
 * The associated token account of `owner` for `mint`.
 *
 * @example
 * ```ts
 * associatedTokenAddress(owner, usdcMint).toBase58()
 * ```
 */
export function associatedTokenAddress(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0]
}

/**
 * Creates `owner`'s associated token account unless it exists (the idempotent form, so a
 * race with another sender does not fail the transfer).
 */
export function createAssociatedTokenAccountIdempotent(params: {
  payer: PublicKey
  owner: PublicKey
  mint: PublicKey
}): TransactionInstruction {
  const { payer, owner, mint } = params
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedTokenAddress(owner, mint), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: TOKEN_PROGRAM_ID, isSigner: false, isWritable: false },
    ],
    // Instruction 1 of the ATA program: CreateIdempotent.
    data: Uint8Array.of(1) as Buffer,
  })
}

/** SPL Token `TransferChecked` (instruction 12): the mint and decimals are checked on chain. */
export function transferCheckedInstruction(params: {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  owner: PublicKey
  amount: bigint
  decimals: number
}): TransactionInstruction {
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  data[0] = 12
  view.setBigUint64(1, params.amount, true)
  data[9] = params.decimals
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: params.source, isSigner: false, isWritable: true },
      { pubkey: params.mint, isSigner: false, isWritable: false },
      { pubkey: params.destination, isSigner: false, isWritable: true },
      { pubkey: params.owner, isSigner: true, isWritable: false },
    ],
    data: data as Buffer,
  })
}

/** The fields of an SPL token account that Portico reads. */
export interface TokenAccountData {
  mint: string
  owner: string
  amount: bigint
}

/**
 * Reads an SPL token account's mint, owner and amount; undefined when the bytes are not one.
 *
 * @example
 * ```ts
 * decodeTokenAccount(accountInfo.data)?.amount // 1_000_000n
 * ```
 */
export function decodeTokenAccount(data: Uint8Array): TokenAccountData | undefined {
  if (data.length !== TOKEN_ACCOUNT_SIZE) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return {
    mint: new PublicKey(data.subarray(0, 32)).toBase58(),
    owner: new PublicKey(data.subarray(32, 64)).toBase58(),
    amount: view.getBigUint64(64, true),
  }
}

/** A mint's decimals and supply; undefined when the bytes are not an initialized mint. */
export function decodeMint(data: Uint8Array): { decimals: number; supply: bigint } | undefined {
  if (data.length !== MINT_SIZE || data[45] !== 1) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return { supply: view.getBigUint64(36, true), decimals: data[44]! }
}
