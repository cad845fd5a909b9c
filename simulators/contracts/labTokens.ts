import { type Address, getContractAddress } from 'viem'

import { devAccount } from '../labKeys'

export { devAccount }

/** The token symbols the lab deploys. */
export type LabTokenSymbol = 'USDC' | 'UNI' | 'USDT'

/** A token the lab deploys: what it is, which contract, what each dev account gets. */
export interface LabTokenDefinition {
  symbol: LabTokenSymbol
  name: string
  decimals: number
  /** `standard` is a plain ERC-20; `usdt-like` returns nothing from transfer/approve. */
  kind: 'standard' | 'usdt-like'
  /** Whole tokens minted to each funded dev account. */
  mintPerAccount: bigint
}

/** Deployed in this order by dev account 0, so their addresses follow from its nonces 0, 1, 2. */
export const LAB_TOKENS: readonly LabTokenDefinition[] = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, kind: 'standard', mintPerAccount: 10_000n },
  { symbol: 'UNI', name: 'Uniswap', decimals: 18, kind: 'standard', mintPerAccount: 500n },
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, kind: 'usdt-like', mintPerAccount: 10_000n },
]

/**
 * Where `deployTokens` puts each token on a fresh chain (dev account 0 at nonce 0, 1, 2).
 *
 * @example
 * ```ts
 * labTokenAddresses().USDC // 0x5FbDB2315678afecb367f032d93F642f64180aa3
 * ```
 */
export function labTokenAddresses(): Record<LabTokenSymbol, Address> {
  const from = devAccount(0).address
  const entries = LAB_TOKENS.map(
    (token, nonce) => [token.symbol, getContractAddress({ from, nonce: BigInt(nonce) })] as const,
  )
  return Object.fromEntries(entries) as Record<LabTokenSymbol, Address>
}
