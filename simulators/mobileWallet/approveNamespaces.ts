import { EIP155_WALLET_METHODS } from './eip155Requests'

interface RequestedNamespace {
  chains?: string[]
  methods?: string[]
  events?: string[]
}

interface ProposalLike {
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
 * The eip155 namespace the wallet grants for a proposal: the requested eip155 chains it
 * accepts (all of them when `chainIds` is absent), its one account on each, the requested
 * methods it can answer and the requested events. Undefined when no requested chain is
 * acceptable; other chain families are left out.
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
): Record<string, ApprovedNamespace> | undefined {
  const requested = [proposal.requiredNamespaces?.eip155, proposal.optionalNamespaces?.eip155]
  const chains = unique(requested.flatMap((ns) => ns?.chains ?? [])).filter(
    (chain) => !chainIds || chainIds.includes(Number(chain.split(':')[1])),
  )
  if (chains.length === 0) return undefined
  const supported: readonly string[] = EIP155_WALLET_METHODS
  const methods = unique(requested.flatMap((ns) => ns?.methods ?? [])).filter((m) =>
    supported.includes(m),
  )
  const events = unique(requested.flatMap((ns) => ns?.events ?? []))
  const accounts = chains.map((chain) => `${chain}:${address}`)
  return { eip155: { chains, accounts, methods, events } }
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
