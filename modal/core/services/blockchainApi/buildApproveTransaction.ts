import { type BlockchainApiContext, JSON_CONTENT_TYPE } from './context'
import { readTransaction } from './readTransaction'
import { whenSupported } from './supportedChains'
import type { ApproveTransaction } from './types'

const EMPTY_APPROVE_TRANSACTION: ApproveTransaction = {
  tx: { to: '0x', from: '0x', data: '0x', value: '0', eip155: { gasPrice: '0' } },
}

/**
 * GET /v1/convert/build-approve?userAddress&from&to →
 * `{ tx: { to, from, data, value, eip155: { gasPrice } } }`.
 *
 * @example
 * ```ts
 * const { tx } = await buildApproveTransaction(ctx, { userAddress, from, to })
 * ```
 */
export function buildApproveTransaction(
  ctx: BlockchainApiContext,
  params: { userAddress: string; from: string; to: string },
): Promise<ApproveTransaction> {
  return whenSupported(ctx, EMPTY_APPROVE_TRANSACTION, async () => {
    const body = await ctx.http.get<unknown>('/v1/convert/build-approve', {
      params: { ...params },
      headers: JSON_CONTENT_TYPE,
    })
    const tx = readTransaction(body)
    return {
      tx: {
        to: tx.string('to'),
        from: tx.string('from'),
        data: tx.string('data'),
        value: tx.number('value'),
        eip155: { gasPrice: tx.eip155('gasPrice') },
      },
    }
  })
}
