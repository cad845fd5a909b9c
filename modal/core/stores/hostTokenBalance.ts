import type { CaipNetwork } from '../caip/types'
import type { ChainAdapter } from '../chains/chainAdapter'
import { PorticoError } from '../errors/porticoError'
import { type TokenOption, tokensFor } from '../options/tokenOption'
import type { NativeBalance } from '../storage/storageSchema'

/**
 * The balance of the host's token on `network` (the first one `tokens` names for it), read from
 * the chain by the namespace's adapter, in the shape the account shows a balance in. The account
 * button shows it in place of the native balance, as AppKit's button does for its `tokens`
 * option. A token the chain does not answer for is TOKEN_BALANCE_UNAVAILABLE.
 *
 * @example
 * ```ts
 * await readHostTokenBalance(adapter, { address, network, named: { address: usdc } })
 * // { balance: '1500.25', symbol: 'USDC' }
 * ```
 */
export async function readHostTokenBalance(
  adapter: ChainAdapter,
  params: { address: string; network: CaipNetwork; named: TokenOption | readonly TokenOption[] },
): Promise<NativeBalance> {
  const { address, network } = params
  const tokens = tokensFor({ [network.caipNetworkId]: params.named }, network.caipNetworkId).slice(
    0,
    1,
  )
  const [read] = (await adapter.readTokenBalances?.({ address, network, tokens })) ?? []
  if (!read) {
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
      details: `the host's token ${tokens[0]?.address} on ${network.caipNetworkId}`,
    })
  }
  return { balance: read.quantity.numeric, symbol: read.symbol }
}
