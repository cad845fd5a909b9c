import type { CaipNetwork } from '../../core/caip/types'
import type { TransferRequest } from '../../core/chains/chainAdapter'
import type { ChainState } from '../../core/stores/chainState'

/** A token the visitor can send: the network's native token or one of the token balances. */
export interface SendToken {
  /** 'native', or the token's contract address (plain, not CAIP-10). */
  key: string
  symbol: string
  name: string
  decimals: number
  /** Plain contract address; absent for the native token. */
  address?: string
  /** The balance as a decimal string in whole units. */
  balance: string
  /** USD per token; 0 when unknown. */
  price: number
  iconUrl?: string
}

export const NATIVE_KEY = 'native'

/** A CAIP-10 token address (eip155:1:0xabc) or a plain one, as the plain address. */
function plainAddress(address: string): string {
  return address.split(':').pop() ?? address
}

/**
 * The send picker's tokens for an account: the native token first (its balance from the
 * adapter, its price and icon from the token balances when they list it), then every token
 * balance with a contract address.
 *
 * @example
 * ```ts
 * sendTokens(portico.chains.activeChain!)[0]?.symbol // 'ETH'
 * ```
 */
export function sendTokens(chain: ChainState): SendToken[] {
  const network = chain.network.caipNetwork
  const { account } = chain
  const listedNative = account.tokenBalance.find((token) => !token.address)
  const tokens: SendToken[] = []
  if (network) {
    const { symbol, name, decimals } = network.nativeCurrency
    tokens.push({
      key: NATIVE_KEY,
      symbol,
      name,
      decimals,
      balance: account.balance ?? listedNative?.quantity.numeric ?? '0',
      price: listedNative?.price ?? 0,
      ...(listedNative?.iconUrl ? { iconUrl: listedNative.iconUrl } : {}),
    })
  }
  for (const token of account.tokenBalance) {
    if (!token.address) continue
    const decimals = Number(token.quantity.decimals)
    if (!Number.isInteger(decimals) || decimals < 0) continue
    const address = plainAddress(token.address)
    tokens.push({
      key: address,
      symbol: token.symbol,
      name: token.name,
      decimals,
      address,
      balance: token.quantity.numeric,
      price: token.price,
      ...(token.iconUrl ? { iconUrl: token.iconUrl } : {}),
    })
  }
  return tokens
}

/** The port's transfer request for a token, or undefined while a part is missing. */
export function transferRequest(
  token: SendToken | undefined,
  network: CaipNetwork | undefined,
  to: string | undefined,
  amount: bigint | undefined,
): TransferRequest | undefined {
  if (!token || !network || !to || amount === undefined) return undefined
  const { address, decimals, symbol } = token
  return { to, amount, network, ...(address ? { token: { address, decimals, symbol } } : {}) }
}
