import { base64 } from '@scure/base'
import { decodeBase58, encodeBase58 } from '../../chains/solana/base58'
import type { CaipNetwork } from '../../core/caip/types'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import { object, type Schema } from '../../core/validation/schema'
import { text } from '../../core/validation/schemaBounds'
import {
  SOLANA_SIGN_MESSAGE,
  SOLANA_SIGN_TRANSACTION,
  STANDARD_CONNECT,
  STANDARD_DISCONNECT,
  type StandardWallet,
  type WalletAccount,
  type WalletChain,
} from '../wallet-standard/walletStandard'
import type { EmbeddedAuth } from './embeddedAuth'

/** The name the embedded wallet goes by inside the Solana adapter (never listed to visitors). */
export const EMBEDDED_SOLANA_WALLET = 'Portico embedded wallet'

const CHAINS: readonly WalletChain[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
]
/** Bytes from padded base64 text (RFC 4648, what the frame sends), else undefined. */
const base64Bytes: Schema<Uint8Array> = (input) => {
  try {
    return typeof input === 'string' && input !== '' ? base64.decode(input) : undefined
  } catch {
    return undefined
  }
}
const signatureReply = object({ signature: text({ min: 64, max: 90 }) })
const transactionReply = object({ transaction: base64Bytes })

/**
 * The embedded wallet's Solana account as a Wallet Standard wallet, so the solana adapter
 * builds, sends and reads exactly as for any other Solana wallet. Connect reads the account
 * from the frame (GET_USER on the Solana network); signing goes through Portico's request gate
 * (SPEC §6: signatures are unsafe, so each waits for ApproveTransaction), then the frame's
 * `solana_signMessage` / `solana_signTransaction` (SPEC §7). Every frame answer is checked.
 *
 * @example
 * ```ts
 * const wallet = embeddedSolanaWallet(auth, () => network)
 * target.addEventListener(APP_READY_EVENT, (e) => e.detail.register(wallet))
 * ```
 */
export function embeddedSolanaWallet(
  auth: EmbeddedAuth,
  network: () => CaipNetwork | undefined,
): StandardWallet {
  const accountOf = (address: string): WalletAccount => {
    const publicKey = decodeBase58(address)
    if (publicKey?.length !== 32) {
      throw featureError('AN_ERROR_OCCURRED', { details: 'GET_USER: no Solana address' })
    }
    return {
      address,
      publicKey,
      chains: CHAINS,
      features: [SOLANA_SIGN_MESSAGE, SOLANA_SIGN_TRANSACTION],
    }
  }
  const request = async (method: string, params: Record<string, unknown>) =>
    auth.portico.request({ method, params }, 'solana')
  return {
    version: '1.0.0',
    name: EMBEDDED_SOLANA_WALLET,
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    chains: CHAINS,
    accounts: [],
    features: {
      [STANDARD_CONNECT]: {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const target = network()
          if (!target) throw new PorticoError('CAIP_NETWORK_UNDEFINED')
          if (input?.silent && !(await auth.call('IS_CONNECTED', undefined)).isConnected) {
            return { accounts: [] }
          }
          const user = await auth.call('GET_USER', { chainId: target.caipNetworkId })
          return { accounts: [accountOf(user.address)] }
        },
      },
      [STANDARD_DISCONNECT]: { version: '1.0.0', disconnect: () => auth.signOut() },
      [SOLANA_SIGN_MESSAGE]: {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const out = []
          for (const { account, message } of inputs) {
            const reply = signatureReply(
              await request('solana_signMessage', {
                message: encodeBase58(message),
                pubkey: account.address,
              }),
            )
            const signature = reply ? decodeBase58(reply.signature) : undefined
            if (signature?.length !== 64) throw featureError('SIGNATURE_DECLINED')
            out.push({ signedMessage: message, signature })
          }
          return out
        },
      },
      [SOLANA_SIGN_TRANSACTION]: {
        version: '1.0.0',
        async signTransaction(...inputs: { transaction: Uint8Array }[]) {
          const out = []
          for (const { transaction } of inputs) {
            const reply = transactionReply(
              await request('solana_signTransaction', { transaction: base64.encode(transaction) }),
            )
            if (!reply) {
              throw featureError('AN_ERROR_OCCURRED', { details: 'solana_signTransaction' })
            }
            out.push({ signedTransaction: reply.transaction })
          }
          return out
        },
      },
    },
  }
}
