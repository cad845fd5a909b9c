import type { BlockchainApiContext } from './context'
import { readTransaction } from './readTransaction'
import { whenSupported } from './supportedChains'
import type { SwapTransaction } from './types'

export interface BuildSwapTransactionParameters {
  /** Amount in the source token's smallest unit. */
  amount: string
  /** Slippage tolerance in percent (SPEC §9: 1). */
  slippage: number
  from: string
  to: string
  userAddress: string
}

const EMPTY_SWAP_TRANSACTION: SwapTransaction = {
  tx: { data: '0x', to: '0x', value: '0', eip155: { gas: '0', gasPrice: '0' } },
}

/**
 * POST /v1/convert/build-transaction with body
 * `{ amount, eip155: { slippage }, projectId, from, to, userAddress }` →
 * `{ tx: { data, to, value, eip155: { gas, gasPrice } } }`.
 *
 * @example
 * ```ts
 * const { tx } = await buildSwapTransaction(ctx, { amount, slippage: 1, from, to, userAddress })
 * ```
 */
export function buildSwapTransaction(
  ctx: BlockchainApiContext,
  { amount, slippage, from, to, userAddress }: BuildSwapTransactionParameters,
): Promise<SwapTransaction> {
  return whenSupported(ctx, EMPTY_SWAP_TRANSACTION, async () => {
    const body = await ctx.http.post<unknown>('/v1/convert/build-transaction', {
      body: { amount, eip155: { slippage }, projectId: ctx.projectId, from, to, userAddress },
    })
    const tx = readTransaction(body)
    return {
      tx: {
        data: tx.string('data'),
        to: tx.string('to'),
        value: tx.number('value'),
        eip155: { gas: tx.eip155('gas'), gasPrice: tx.eip155('gasPrice') },
      },
    }
  })
}
