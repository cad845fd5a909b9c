import { Keypair, PublicKey } from '@solana/web3.js'

/**
 * The lab's Solana keys: real ed25519 key pairs from fixed 32-byte seeds, so every run has the
 * same addresses (the Solana twin of labKeys.ts). Browser-safe, for page-side wallets too.
 */
function seed(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text)
  if (bytes.length !== 32) throw new Error(`a lab seed must be 32 bytes: "${text}"`)
  return bytes
}

/**
 * Lab account `index` (0–99999): funded with {@link LAB_SOL_PER_ACCOUNT} SOL on a fresh lab
 * chain; accounts 0–3 also hold {@link LAB_USDC_PER_ACCOUNT} lab USDC.
 *
 * @example
 * ```ts
 * solanaDevKeypair(0).publicKey.toBase58()
 * ```
 */
export function solanaDevKeypair(index: number): Keypair {
  return Keypair.fromSeed(seed(`portico lab solana account ${String(index).padStart(5, '0')}`))
}

/** How many lab accounts the chain funds at start (indexes 0 to this minus one). */
export const LAB_SOLANA_ACCOUNTS = 8
/** Accounts that hold lab USDC from the start; the others have no token account yet. */
export const LAB_USDC_HOLDERS = 4
export const LAB_SOL_PER_ACCOUNT = 100n
export const LAB_USDC_PER_ACCOUNT = 1_000n

/** The lab's USDC-like SPL mint: 6 decimals, its address fixed by its seed. */
export const LAB_USDC = {
  mint: Keypair.fromSeed(seed('portico lab solana usdc mint 000')).publicKey,
  decimals: 6,
  symbol: 'USDC',
  name: 'Lab USD Coin',
} as const

/**
 * The lab chain's genesis hash (base58 of the bytes "portico lab solana genesis 00000"); its
 * first 32 characters are the CAIP-2 reference, as on every Solana cluster.
 */
export const LAB_SOLANA_GENESIS_HASH = '8ZuE91gjP9DUTVNCdyuuSJqD29gm2aSTEzhwS6VdoMpB'
export const LAB_SOLANA_REFERENCE = LAB_SOLANA_GENESIS_HASH.slice(0, 32)

/** The base58 address of lab account `index`. */
export const solanaDevAddress = (index: number): string =>
  solanaDevKeypair(index).publicKey.toBase58()

/** Whether `value` is a valid public key (used where the facade parses parameters). */
export function isPublicKey(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    new PublicKey(value)
    return true
  } catch {
    return false
  }
}
