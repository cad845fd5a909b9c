import type { CaipNetwork, ChainNamespace } from '../../core/caip/types'

/** What Portico asks of a wallet for one chain family in a session proposal. */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
}

export type ProposalNamespaces = Record<string, ProposalNamespace>

/** The methods and events Portico uses per chain family, as WalletConnect names them. */
export const WALLETCONNECT_RPC: Record<ChainNamespace, { methods: string[]; events: string[] }> = {
  eip155: {
    methods: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_accounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'solana_requestAccounts',
      'solana_getAccounts',
    ],
    events: [],
  },
  polkadot: { methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: [] },
  bip122: {
    methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
    events: ['bip122_addressesChanged'],
  },
}

/**
 * Builds the proposal's namespaces from the networks the host configured: one namespace per
 * chain family, listing its networks and that family's methods and events. Since
 * @walletconnect/sign-client 2.x folds required namespaces into optional ones, everything is
 * optional; the wallet approves what it supports.
 *
 * @example
 * ```ts
 * buildProposalNamespaces([mainnet, solanaMainnet])
 * // { eip155: { chains: ['eip155:1'], methods: [...], events: [...] },
 * //   solana: { chains: ['solana:5eykt4…'], ... } }
 * ```
 */
export function buildProposalNamespaces(networks: readonly CaipNetwork[]): ProposalNamespaces {
  const namespaces: ProposalNamespaces = {}
  for (const network of networks) {
    const family = network.chainNamespace
    const entry = namespaces[family] ?? {
      chains: [],
      methods: [...WALLETCONNECT_RPC[family].methods],
      events: [...WALLETCONNECT_RPC[family].events],
    }
    namespaces[family] = entry
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
  }
  return namespaces
}
