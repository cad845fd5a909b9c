import { signBip322Simple, verifyBip322Simple } from '../../modal/chains/bip122/bip322'
import { labBitcoinNetwork } from '../chains/bitcoin/bitcoinLib'
import { type LabBitcoinAccount, labBitcoinAccount } from '../wallets/bitcoin/labBitcoinKeys'
import type { ApprovedNamespace } from './approveNamespaces'
import { WalletRequestError } from './eip155Requests'
import { WALLET_ERRORS } from './walletPolicy'

/** The lab's bitcoin chain (regtest's genesis hash): the only bip122 chain the phone has. */
export const PHONE_BITCOIN_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
/** The phone's bitcoin keys: lab bitcoin account 3, used by nobody else in the lab. */
export const PHONE_BITCOIN_ACCOUNT_INDEX = 3

/** The WalletConnect bip122 methods the phone answers. */
export const BIP122_WALLET_METHODS = ['signMessage', 'getAccountAddresses'] as const

interface RequestedNamespace {
  chains?: string[]
  methods?: string[]
  events?: string[]
}

/**
 * The bip122 namespace the phone grants for a proposal: the lab chain when it is asked for,
 * the payment (P2WPKH) and ordinals (P2TR) addresses as accounts, the requested methods it can
 * answer and the requested events. An empty object when bip122 was not asked for.
 *
 * @example
 * ```ts
 * approveBip122Namespace({ optionalNamespaces: { bip122: { chains: [PHONE_BITCOIN_CHAIN] } } })
 * // { bip122: { chains: [...], accounts: ['bip122:0f91…:bcrt1q…', 'bip122:0f91…:bcrt1p…'], … } }
 * ```
 */
export function approveBip122Namespace(
  proposal: {
    requiredNamespaces?: Record<string, RequestedNamespace>
    optionalNamespaces?: Record<string, RequestedNamespace>
  },
  keys: LabBitcoinAccount = labBitcoinAccount(PHONE_BITCOIN_ACCOUNT_INDEX),
): Record<string, ApprovedNamespace> {
  const requested = [proposal.requiredNamespaces?.bip122, proposal.optionalNamespaces?.bip122]
  const asked = requested.flatMap((ns) => ns?.chains ?? [])
  if (!asked.includes(PHONE_BITCOIN_CHAIN)) return {}
  const supported: readonly string[] = BIP122_WALLET_METHODS
  const methods = [...new Set(requested.flatMap((ns) => ns?.methods ?? []))]
  const events = [...new Set(requested.flatMap((ns) => ns?.events ?? []))]
  return {
    bip122: {
      chains: [PHONE_BITCOIN_CHAIN],
      accounts: [keys.payment.address, keys.ordinals.address].map(
        (address) => `${PHONE_BITCOIN_CHAIN}:${address}`,
      ),
      methods: methods.filter((method) => supported.includes(method)),
      events,
    },
  }
}

/**
 * Answers a WalletConnect bip122 request with the phone's lab keys. `signMessage`
 * ({ account | address, message, protocol? }) signs with BIP-322 "simple" (base64) for the
 * payment or ordinals address (`protocol: "ecdsa"` legacy signatures are refused);
 * `getAccountAddresses` lists both addresses with their intention.
 *
 * @example
 * ```ts
 * await handleBip122Request('signMessage', { account: 'bcrt1q…', message: 'Hello' })
 * // { address: 'bcrt1q…', signature: 'AkcwRAIg…' }
 * ```
 */
export function handleBip122Request(
  method: string,
  params: unknown,
  keys: LabBitcoinAccount = labBitcoinAccount(PHONE_BITCOIN_ACCOUNT_INDEX),
): unknown {
  const field = (key: string) =>
    typeof params === 'object' && params !== null ? Reflect.get(params, key) : undefined
  if (method === 'getAccountAddresses') {
    return [
      { address: keys.payment.address, intention: 'payment' },
      { address: keys.ordinals.address, intention: 'ordinal' },
    ]
  }
  if (method !== 'signMessage') throw new WalletRequestError(4200, `Unsupported method ${method}`)
  const address = field('address') ?? field('account')
  const message = field('message')
  if (typeof address !== 'string' || typeof message !== 'string')
    throw new WalletRequestError(-32602, 'signMessage takes { account, message }')
  if (field('protocol') === 'ecdsa')
    throw new WalletRequestError(WALLET_ERRORS.failed.code, 'Only BIP-322 signatures')
  const kind =
    address === keys.payment.address
      ? 'payment'
      : address === keys.ordinals.address
        ? 'ordinals'
        : undefined
  if (!kind) throw new WalletRequestError(4100, `Not an account of this wallet: ${address}`)
  const signature = signBip322Simple({
    message,
    address,
    network: labBitcoinNetwork,
    signer: keys[kind].signer,
    ...(kind === 'ordinals' ? { internalKey: keys.ordinals.internalPubkey } : {}),
  })
  // A wallet that cannot verify its own signature must not hand it out.
  if (!verifyBip322Simple({ message, address, signature, network: labBitcoinNetwork }))
    throw new WalletRequestError(WALLET_ERRORS.failed.code, 'Signing failed')
  return { address, signature }
}
