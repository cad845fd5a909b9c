/** What the simulated phone does when asked: the lab and scenarios drive it through this. */
export interface MobileWalletPolicy {
  /** Answer to a session proposal. */
  session: 'approve' | 'reject'
  /** Default answer to a request. */
  requests: 'approve' | 'reject'
  /** Per-method answers that override `requests`, e.g. `{ eth_sendTransaction: 'reject' }`. */
  methods: Record<string, 'approve' | 'reject'>
  /** How long the "visitor" looks at the phone before answering anything (ms). */
  delayMs: number
}

export const DEFAULT_MOBILE_WALLET_POLICY: MobileWalletPolicy = {
  session: 'approve',
  requests: 'approve',
  methods: {},
  delayMs: 0,
}

/** The answer the policy gives to one method. */
export function decisionFor(policy: MobileWalletPolicy, method: string): 'approve' | 'reject' {
  return policy.methods[method] ?? policy.requests
}

/** Error objects the wallet answers with, in the shapes real wallets use. */
export const WALLET_ERRORS = {
  /** EIP-1193: the visitor declined the request. */
  userRejectedRequest: { code: 4001, message: 'User rejected the request.' },
  /** Sign protocol: the visitor declined the session. */
  userRejectedSession: { code: 5000, message: 'User rejected.' },
  unsupportedChains: { code: 5100, message: 'Unsupported chains.' },
  unsupportedMethod: { code: 4200, message: 'The wallet does not support this method.' },
  unrecognizedChain: { code: 4902, message: 'Unrecognized chain ID.' },
  /**
   * A failure of the wallet itself. Not -32603: the WalletConnect libraries replace the message
   * of the reserved JSON-RPC codes (-32700…-32603) with the standard text, losing the reason.
   */
  failed: { code: -32000, message: 'The wallet could not complete the request.' },
} as const
