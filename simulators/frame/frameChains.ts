import { FrameFailure } from './frameRpc'
import { SmartAccounts } from './smartAccounts'

/** One EVM chain the auth provider signs on. */
export interface FrameChain {
  chainId: number
  rpcUrl: () => string
}

/**
 * The lab chains the simulated auth provider serves: each with its node and its own
 * smart-account factory and accounts (deployed there on first use, the same counterfactual
 * address on every chain). A session's chain picks the node its reads, sends and signatures
 * go to; a chain id the lab does not run falls back to the first chain.
 *
 * @example
 * ```ts
 * const chains = new FrameChains([{ chainId: 31337, rpcUrl }, { chainId: 8453, rpcUrl: baseUrl }])
 * await chains.node(8453, 'eth_getBalance', [address, 'latest'])
 * ```
 */
export class FrameChains {
  private readonly accounts = new Map<number, SmartAccounts>()
  private readonly funded = new Set<string>()
  /** Chains where the provider offers no smart account (its accounts there are EOAs). */
  private readonly eoaOnly = new Set<number>()

  private generation = 0

  constructor(private readonly chains: readonly FrameChain[]) {
    if (chains.length === 0) throw new Error('the auth provider needs a chain')
  }

  /** Every chain id served (the frame's smart-account-enabled networks). */
  get ids(): number[] {
    return this.chains.map((chain) => chain.chainId)
  }

  /** The chains with smart accounts (the frame's smart-account-enabled networks). */
  get smartAccountIds(): number[] {
    return this.ids.filter((id) => !this.eoaOnly.has(id))
  }

  /** Whether a session on `chainId` may use its smart account there. */
  smartAccountsOn(chainId: number): boolean {
    return !this.eoaOnly.has(this.resolve(chainId))
  }

  /** Offers smart accounts only on `chainIds` (until the next reset); EOAs elsewhere. */
  limitSmartAccounts(chainIds: readonly number[]): void {
    this.eoaOnly.clear()
    for (const id of this.ids) if (!chainIds.includes(id)) this.eoaOnly.add(id)
  }

  /** The chain id a session on `chainId` really runs on. */
  resolve(chainId: number): number {
    return this.find(chainId).chainId
  }

  rpcUrl(chainId: number): string {
    return this.find(chainId).rpcUrl()
  }

  smartAccounts(chainId: number): SmartAccounts {
    const chain = this.find(chainId)
    let accounts = this.accounts.get(chain.chainId)
    if (!accounts) {
      accounts = new SmartAccounts(chain.rpcUrl, chain.chainId, this.generation)
      this.accounts.set(chain.chainId, accounts)
    }
    return accounts
  }

  /** Gives `address` 10 ETH on `chainId` once per lab run (anvil's dev cheat). */
  async fund(chainId: number, address: string): Promise<void> {
    const key = `${this.resolve(chainId)}:${address}`
    if (this.funded.has(key)) return
    await this.node(chainId, 'anvil_setBalance', [address, '0x8ac7230489e80000'])
    this.funded.add(key)
  }

  /** One JSON-RPC call to the chain's node; a node error is the frame's error. */
  async node(chainId: number, method: string, params: unknown[]): Promise<unknown> {
    const response = await fetch(this.rpcUrl(chainId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
    if (body.error) throw new FrameFailure(body.error.message ?? 'node error')
    return body.result
  }

  /**
   * A new generation of smart accounts on every chain (the provider's reset). Chains first
   * used later start at the same generation, so one owner has one account address on every
   * chain, as with a real factory and salt.
   */
  reset(): void {
    this.generation += 1
    this.eoaOnly.clear()
    // The lab may have reverted the chains (its known state): fund arrivals again.
    this.funded.clear()
    for (const accounts of this.accounts.values()) accounts.reset()
  }

  private find(chainId: number): FrameChain {
    return this.chains.find((chain) => chain.chainId === chainId) ?? (this.chains[0] as FrameChain)
  }
}
