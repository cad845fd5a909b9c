import { EIP155_WALLET_METHODS } from './eip155Requests'
import { SOLANA_WALLET_METHODS } from './solanaRequests'

interface RequestedNamespace {
  chains?: string[]
  methods?: string[]
  events?: string[]
}

export interface ProposalLike {
  requiredNamespaces?: Record<string, RequestedNamespace>
  optionalNamespaces?: Record<string, RequestedNamespace>
}

export interface ApprovedNamespace {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

/**
 * One family's grant: the requested chains `accepts` lets through, the wallet's account on
 * each, the requested methods it can answer and the requested events; undefined when no
 * requested chain is acceptable.
 *
 * @example
 * ```ts
 * approveFamily(proposal, 'polkadot', '5FLSi…', ['polkadot_signMessage'], (c) => c === chain)
 * ```
 */
export function approveFamily(
  proposal: ProposalLike,
  family: string,
  address: string,
  supported: readonly string[],
  accepts: (chain: string) => boolean,
): ApprovedNamespace | undefined {
  const requested = [proposal.requiredNamespaces?.[family], proposal.optionalNamespaces?.[family]]
  const chains = unique(requested.flatMap((ns) => ns?.chains ?? [])).filter(accepts)
  if (chains.length === 0) return undefined
  const methods = unique(requested.flatMap((ns) => ns?.methods ?? [])).filter((m) =>
    supported.includes(m),
  )
  const events = unique(requested.flatMap((ns) => ns?.events ?? []))
  const accounts = chains.map((chain) => `${chain}:${address}`)
  return { chains, accounts, methods, events }
}

/**
 * The namespaces the wallet grants for a proposal: eip155 (the requested chains it accepts,
 * all of them when `chainIds` is absent) and, when it holds a Solana key, solana (every
 * requested solana chain). Each with its one account per chain, the requested methods it can
 * answer and the requested events. Undefined when no family is acceptable; families it does
 * not hold are left out.
 *
 * @example
 * ```ts
 * approveNamespaces({ optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } } }, '0xf39F…')
 * // { eip155: { chains: ['eip155:1'], accounts: ['eip155:1:0xf39F…'], methods: ['personal_sign'], events: [] } }
 * ```
 */
export function approveNamespaces(
  proposal: ProposalLike,
  address: string,
  chainIds?: readonly number[],
  solanaAddress?: string,
): Record<string, ApprovedNamespace> | undefined {
  const approved: Record<string, ApprovedNamespace> = {}
  const eip155 = approveFamily(
    proposal,
    'eip155',
    address,
    EIP155_WALLET_METHODS,
    (chain) => !chainIds || chainIds.includes(Number(chain.split(':')[1])),
  )
  if (eip155) approved.eip155 = eip155
  const solana =
    solanaAddress &&
    approveFamily(proposal, 'solana', solanaAddress, SOLANA_WALLET_METHODS, () => true)
  if (solana) approved.solana = solana
  return Object.keys(approved).length > 0 ? approved : undefined
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
