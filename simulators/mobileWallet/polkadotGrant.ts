import { LAB_POLKADOT_ACCOUNTS } from '../chains/polkadot/labPolkadotKeys'
import { type ApprovedNamespace, approveFamily, type ProposalLike } from './approveNamespaces'

/** The polkadot methods of WalletConnect's polkadot namespace the lab phone answers. */
export const POLKADOT_WALLET_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction'] as const

/**
 * The phone's polkadot account: Charlie, a lab dev account the extension scenarios leave alone
 * (Alice connects the extension, Bob receives), so a phone signature is told apart from theirs.
 */
export const PHONE_POLKADOT_ACCOUNT = LAB_POLKADOT_ACCOUNTS[2]

/**
 * The polkadot namespace the phone grants: the lab chain (`polkadot:<reference>`) when the
 * proposal asks for it, with the phone's account as `polkadot:<reference>:<ss58>`, the requested
 * methods it can answer and the requested events. Undefined when the phone knows no lab chain
 * (chopsticks not running) or polkadot was not asked for. Plain data, so the keyring loads only
 * when a request is signed (polkadotRequests.ts).
 *
 * @example
 * ```ts
 * approvePolkadotNamespace(proposal, 'd0f5c2ae…')?.accounts // ['polkadot:d0f5c2ae…:5FLSi…']
 * ```
 */
export function approvePolkadotNamespace(
  proposal: ProposalLike,
  reference: string | undefined,
): ApprovedNamespace | undefined {
  if (!reference) return undefined
  const chain = `polkadot:${reference}`
  return approveFamily(
    proposal,
    'polkadot',
    PHONE_POLKADOT_ACCOUNT.address,
    POLKADOT_WALLET_METHODS,
    (requested) => requested === chain,
  )
}
