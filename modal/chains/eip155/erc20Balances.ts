import { erc20Abi, formatUnits, getAddress, isAddress, type PublicClient } from 'viem'
import type { CaipNetwork } from '../../core/caip/types'
import { PorticoError } from '../../core/errors/porticoError'
import type { TokenOption } from '../../core/options/tokenOption'
import type { TokenBalance } from '../../core/services/blockchainApi/types'

/** Multicall3, at the same address on every chain that has it (anvil has none). */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** The three reads per token, in this order. */
const READS = ['balanceOf', 'decimals', 'symbol'] as const

type Read = { status: 'success'; result: unknown } | { status: 'failure'; error: Error }

/**
 * Reads `balanceOf(owner)`, `decimals()` and `symbol()` of each ERC-20 in `tokens` in one
 * Multicall3 `aggregate3` call; where the chain has no Multicall3 (a local node), the same reads
 * go as plain `eth_call`s at once, and the network is remembered as such. A token whose reads
 * fail, or whose address is not an address, is left out. Values are the token's own units
 * (`quantity.numeric`, e.g. "1500.25"); there is no price without the Blockchain API.
 *
 * @example
 * ```ts
 * const balances = await readErc20Balances(client, { owner, network, tokens: [{ address: usdc }] })
 * ```
 */
export async function readErc20Balances(
  client: PublicClient,
  params: { owner: string; network: CaipNetwork; tokens: readonly TokenOption[] },
  noMulticall: Set<string> = new Set(),
): Promise<TokenBalance[]> {
  const tokens = params.tokens.filter((token) => isAddress(token.address, { strict: false }))
  if (tokens.length === 0) return []
  const owner = getAddress(params.owner)
  const contracts = tokens.flatMap((token) =>
    READS.map((functionName) => ({
      address: getAddress(token.address),
      abi: erc20Abi,
      functionName,
      ...(functionName === 'balanceOf' ? { args: [owner] as const } : {}),
    })),
  )
  const reads = await readAll(client, contracts, params.network.caipNetworkId, noMulticall)
  return tokens.flatMap((token, index) => {
    const [balance, decimals, symbol] = reads.slice(index * 3, index * 3 + 3)
    if (balance?.status !== 'success' || decimals?.status !== 'success') return []
    const places = Number(decimals.result)
    const name = symbol?.status === 'success' ? String(symbol.result) : ''
    return [
      {
        name,
        symbol: name,
        chainId: params.network.caipNetworkId,
        address: `${params.network.caipNetworkId}:${getAddress(token.address)}`,
        price: 0,
        quantity: {
          decimals: String(places),
          numeric: formatUnits(balance.result as bigint, places),
        },
        iconUrl: '',
      },
    ]
  })
}

type Contract = Parameters<PublicClient['readContract']>[0]

async function readAll(
  client: PublicClient,
  contracts: Contract[],
  network: string,
  noMulticall: Set<string>,
): Promise<Read[]> {
  let multicallFailure: unknown
  if (!noMulticall.has(network)) {
    try {
      const answers = (await client.multicall({
        contracts: contracts as Parameters<PublicClient['multicall']>[0]['contracts'],
        multicallAddress: MULTICALL3,
        allowFailure: true,
      })) as Read[]
      // Where Multicall3 has no code, every read comes back failed (its call answers nothing).
      if (answers.some((read) => read.status === 'success')) return answers
      multicallFailure = answers[0]?.status === 'failure' ? answers[0].error : undefined
    } catch (error) {
      multicallFailure = error
    }
  }
  const reads = await Promise.all(
    contracts.map((contract) =>
      client.readContract(contract).then(
        (result): Read => ({ status: 'success', result }),
        (error: Error): Read => ({ status: 'failure', error }),
      ),
    ),
  )
  const failed = reads.filter((read) => read.status === 'failure')
  if (failed.length === reads.length) {
    // Nothing answered: the node, not the tokens.
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
      details: `ERC-20 reads on ${network}`,
      cause: failed[0]?.error ?? multicallFailure,
    })
  }
  // The plain calls answered where Multicall3 did not: it is not on this chain.
  noMulticall.add(network)
  return reads
}
