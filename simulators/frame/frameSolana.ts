import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { Connection, Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js'
import { keccak256, stringToBytes, toBytes } from 'viem'
import { FrameFailure } from './frameRpc'

/** The Solana methods of SPEC §7 the embedded wallet answers. */
export const FRAME_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** One SOL in lamports: what a new embedded Solana account is airdropped on the lab chain. */
const LAMPORTS_PER_SOL = 1_000_000_000

/**
 * The embedded wallet's Solana side in the lab: per identity a deterministic ed25519 key (the
 * same e-mail always owns the same Solana address), real signatures, and transactions sent to
 * the lab's LiteSVM chain. Messages and signatures travel as base58, transactions as base64
 * (the serialized wire format).
 *
 * @example
 * ```ts
 * const solana = new FrameSolana(() => solanaRpcUrl)
 * await solana.answer('ada@example.test', 'solana_signMessage', { message: base58 })
 * ```
 */
export class FrameSolana {
  private readonly funded = new Set<string>()

  constructor(private readonly rpcUrl: () => string | undefined) {}

  /** The identity's key (derived, never stored). */
  static keypairOf(identity: string): Keypair {
    const seed = toBytes(
      keccak256(stringToBytes(`portico-lab-auth-solana:${identity.toLowerCase()}`)),
    )
    return Keypair.fromSeed(seed)
  }

  /**
   * The identity's Solana address, holding at least 1 SOL on the lab chain: the first time after
   * each {@link reset} it is topped up to 1 SOL. Every replay starts with a reset, so each starts
   * with the same balance: with one airdrop per lab run, a replay that sends 0.25 SOL ran the
   * account dry on the fourth run of the same lab (`--repeat-each=10` found it).
   */
  async addressOf(identity: string): Promise<string> {
    const address = FrameSolana.keypairOf(identity).publicKey.toBase58()
    if (!this.funded.has(address)) {
      const connection = this.connection()
      const key = new PublicKey(address)
      const missing = LAMPORTS_PER_SOL - (await connection.getBalance(key))
      // LiteSVM settles the airdrop as it answers: nothing to wait for.
      if (missing > 0) await connection.requestAirdrop(key, missing)
      this.funded.add(address)
    }
    return address
  }

  /** The next use of each identity tops its balance up to 1 SOL again (the provider's reset). */
  reset(): void {
    this.funded.clear()
  }

  /** GET_USER on a Solana network: the identity's Solana account (SPEC §6: an eoa there). */
  async user(identity: string, chainId: string, email: string | null) {
    const address = await this.addressOf(identity)
    return {
      email,
      ...(identity.includes(':') ? { userName: identity.split(':')[1] } : {}),
      address,
      chainId,
      accounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    }
  }

  /** Answers one Solana RPC request of `identity`. */
  async answer(identity: string, method: string, params: unknown): Promise<unknown> {
    const keypair = FrameSolana.keypairOf(identity)
    const input = (typeof params === 'object' && params !== null ? params : {}) as Record<
      string,
      unknown
    >
    switch (method) {
      case 'solana_signMessage': {
        const message = new Uint8Array(getBase58Encoder().encode(text(input.message, 'message')))
        const signature = ed25519.sign(message, keypair.secretKey.slice(0, 32))
        return { signature: getBase58Decoder().decode(signature) }
      }
      case 'solana_signTransaction':
        return { transaction: signed(keypair, text(input.transaction, 'transaction')) }
      case 'solana_signAllTransactions': {
        const list = Array.isArray(input.transactions) ? input.transactions : []
        return { transactions: list.map((tx) => signed(keypair, text(tx, 'transaction'))) }
      }
      case 'solana_signAndSendTransaction': {
        const bytes = Buffer.from(signed(keypair, text(input.transaction, 'transaction')), 'base64')
        return { signature: await this.connection().sendRawTransaction(bytes) }
      }
      default:
        throw new FrameFailure(`unsupported solana method ${method}`)
    }
  }

  private connection(): Connection {
    const url = this.rpcUrl()
    if (!url) throw new FrameFailure('the lab Solana chain is not running')
    return new Connection(url, { commitment: 'confirmed', wsEndpoint: url.replace(/^http/, 'ws') })
  }
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new FrameFailure(`missing ${name}`)
  return value
}

/** Signs a serialized (base64) transaction with `keypair` as one of its signers. */
function signed(keypair: Keypair, base64: string): string {
  let tx: VersionedTransaction
  try {
    tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'))
  } catch {
    throw new FrameFailure('malformed transaction')
  }
  const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
  if (!signers.some((key) => key.equals(keypair.publicKey))) {
    throw new FrameFailure('the transaction does not need this account')
  }
  tx.sign([keypair])
  return Buffer.from(tx.serialize()).toString('base64')
}
