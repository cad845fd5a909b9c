import { isEip1193RpcError } from '../../connectors/injected/eip1193'
import { isPorticoError, PorticoError } from '../../core/errors/porticoError'
import { PROVIDER_ERROR_CODES } from '../../core/stores/providerErrors'

/**
 * A PorticoError that came from a wallet provider: `code` is the catalogue code, and
 * `providerCode` the wallet's number; `cause` is the provider's own error, so a reader that
 * follows causes for a numeric `code` (the core's providerErrorCode) finds it too.
 *
 * What a visitor sees for each wallet-provider code. SPEC §8 leaves these open; this is
 * Portico's answer (the wording lives in the catalogue, the code-to-catalogue table is the
 * core's PROVIDER_ERROR_CODES in core/stores/providerErrors.ts):
 *
 * - **4001 → USER_REJECTED**, "You declined the request in your wallet". The visitor said no;
 *   nothing is broken. The modal returns to where it was (a connecting view offers "Try again")
 *   and shows no error alert; a declined signature in SIWX reads "Signature declined".
 * - **4100 → WALLET_UNAUTHORIZED**, "Your wallet has not authorised this site for that account".
 *   The site lost its permission (revoked in the wallet, or another account selected); the
 *   modal offers to connect again.
 * - **4200 → WALLET_UNSUPPORTED_METHOD**, "Your wallet does not support this request". Shown
 *   as an error snackbar for the action; ignored silently for wallet_revokePermissions on
 *   disconnect, where old wallets lack the method.
 * - **4900 → WALLET_DISCONNECTED**, "Your wallet is disconnected". The wallet reaches no chain;
 *   the namespace's status becomes disconnected and the Connect view is offered.
 * - **4901 → WALLET_CHAIN_DISCONNECTED**, "Your wallet is not connected to this network". The
 *   wallet is up but not on the requested chain; the modal offers to switch network.
 * - **4902 → WALLET_UNRECOGNIZED_CHAIN**, "Your wallet does not know this network yet". From
 *   wallet_switchEthereumChain: the core first tries wallet_addEthereumChain and switches again;
 *   the visitor sees this only when that attempt fails too.
 *
 * Any other numeric code (-32603 internal error, 5000, -32602, -32002 "already pending"…)
 * becomes SOMETHING_WENT_WRONG with the wallet's own message as `details`. The number is
 * always kept as `providerCode`, so the core can still act on 5000 / -32603 (add-chain attempt).
 *
 * @example
 * ```ts
 * const error = toWalletError({ code: 4001, message: 'User rejected the request.' })
 * error.code // 'USER_REJECTED'; error.providerCode // 4001
 * ```
 */
export class WalletProviderError extends PorticoError {
  readonly providerCode: number
  readonly data: unknown

  constructor(providerCode: number, options: { message: string; data?: unknown; cause?: unknown }) {
    super(PROVIDER_ERROR_CODES[providerCode] ?? 'SOMETHING_WENT_WRONG', {
      details: `wallet error ${providerCode}: ${options.message}`,
      cause: options.cause,
    })
    this.providerCode = providerCode
    this.data = options.data
  }
}

/**
 * Maps what a provider's `request` threw: an error with a numeric code becomes a
 * {@link WalletProviderError}; PorticoErrors and errors without a code pass through unchanged.
 */
export function toWalletError(error: unknown): unknown {
  if (isPorticoError(error) || !isEip1193RpcError(error)) return error
  return new WalletProviderError(error.code, {
    message: String(error.message),
    data: error.data,
    cause: error,
  })
}
