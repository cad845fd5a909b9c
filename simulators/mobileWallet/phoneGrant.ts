import { type ApprovedNamespace, approveNamespaces, type ProposalLike } from './approveNamespaces'
import { approveBip122Namespace } from './bip122Requests'
import { approvePolkadotNamespace } from './polkadotGrant'

/** The phone's keys and chains that a grant names. */
export interface PhoneGrantKeys {
  address: string
  chainIds?: readonly number[] | undefined
  solanaAddress: string
  /** The lab polkadot chain's reference; without it polkadot is not granted. */
  polkadotReference?: string | undefined
}

/**
 * Every namespace the phone grants for a proposal: eip155 and solana (approveNamespaces), the
 * lab bitcoin chain's bip122 (its payment and ordinals keys) and the lab polkadot chain (its
 * sr25519 account), each when asked for. Undefined when it can grant nothing.
 *
 * @example
 * ```ts
 * phoneGrant(proposal, { address: '0xf39F…', solanaAddress, polkadotReference })
 * // { eip155: {…}, polkadot: { accounts: ['polkadot:d0f5…:5FLSi…'], … } }
 * ```
 */
export function phoneGrant(
  proposal: ProposalLike,
  keys: PhoneGrantKeys,
): Record<string, ApprovedNamespace> | undefined {
  const { address, chainIds, solanaAddress, polkadotReference } = keys
  const granted = approveNamespaces(proposal, address, chainIds, solanaAddress)
  const bitcoin = approveBip122Namespace(proposal)
  const polkadot = approvePolkadotNamespace(proposal, polkadotReference)
  const families = { ...granted, ...bitcoin, ...(polkadot ? { polkadot } : {}) }
  return Object.keys(families).length > 0 ? families : undefined
}
