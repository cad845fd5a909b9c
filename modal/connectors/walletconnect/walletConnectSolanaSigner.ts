import { base64 } from '@scure/base'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../../chains/solana/base58'
import {
  SOLANA_SIGN_TRANSACTION,
  type StandardWallet,
  type WalletAccount,
  type WalletChain,
} from '../../connectors/wallet-standard/walletStandard'

/** Sends one request of the session's solana namespace to the phone. */
export type SolanaSessionRequest = (
  method: string,
  params: Record<string, unknown>,
) => Promise<unknown>

/** A 64-byte ed25519 signature from a phone's base58 answer, else an error to send back. */
export function signatureOf(answer: unknown): Uint8Array {
  const text = (answer as { signature?: unknown } | null)?.signature
  const bytes = typeof text === 'string' ? decodeBase58(text) : undefined
  if (bytes?.length !== 64) throw new Error('the wallet returned no signature')
  return bytes as Uint8Array
}

/**
 * The transaction the phone signed: its own serialisation when it sends one back (WalletConnect's
 * `transaction`, base64), else ours with its signature added for the account.
 */
function signedTransaction(unsigned: Uint8Array, answer: unknown, signer: PublicKey): Uint8Array {
  const returned = (answer as { transaction?: unknown } | null)?.transaction
  if (typeof returned === 'string' && returned.length > 0) return base64.decode(returned)
  // VersionedTransaction reads legacy transactions too and writes them back as legacy.
  const transaction = VersionedTransaction.deserialize(unsigned)
  transaction.addSignature(signer, signatureOf(answer))
  return transaction.serialize()
}

/**
 * The account of a WalletConnect session as a Wallet Standard account, for the solana send
 * code the Wallet Standard adapter uses.
 */
export function sessionAccount(address: string, chain: WalletChain): WalletAccount {
  return {
    address,
    publicKey: new PublicKey(address).toBytes(),
    chains: [chain],
    features: [SOLANA_SIGN_TRANSACTION],
  }
}

/**
 * A Wallet Standard face over a WalletConnect session: `solana:signTransaction` becomes
 * `solana_signTransaction` ({ transaction: base64 } → { signature: base58 }, SPEC §7), so a
 * transfer is built, signed and sent by the same code for both kinds of wallet.
 *
 * @example
 * ```ts
 * await signAndSend({ connection, wallet: sessionWallet(request), account, built, network })
 * ```
 */
export function sessionWallet(request: SolanaSessionRequest): StandardWallet {
  return {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: '',
    chains: [],
    accounts: [],
    features: {
      [SOLANA_SIGN_TRANSACTION]: {
        version: '1.0.0',
        signTransaction: async (
          ...inputs: { account: WalletAccount; transaction: Uint8Array }[]
        ) => {
          const out: { signedTransaction: Uint8Array }[] = []
          for (const { account, transaction } of inputs) {
            const answer = await request('solana_signTransaction', {
              transaction: base64.encode(transaction),
            })
            const signer = new PublicKey(account.address)
            out.push({ signedTransaction: signedTransaction(transaction, answer, signer) })
          }
          return out
        },
      },
    },
  }
}

/** The bytes of a message as WalletConnect's solana_signMessage carries them (base58). */
export function messageParam(message: string, address: string): Record<string, unknown> {
  return { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address }
}
