import { erc20Abi } from 'viem'
import { labAmmAbi } from '../../contracts/ammArtifacts'
import { AMM_NATIVE, labAmmAddress } from '../../contracts/labAmm'
import type { KnownToken, LabContext } from './labContext'

/** The AMM-side address of a token (the native token is 0xEeee…EEeE). */
export const ammAddress = (token: KnownToken) => token.address ?? AMM_NATIVE

/** True when the chain has the lab AMM (deployAmm ran there). */
export async function hasAmm(ctx: LabContext): Promise<boolean> {
  // An unreachable node (the stub runs without anvil in some tests) has no AMM either.
  const code = await ctx
    .client()
    .getCode({ address: labAmmAddress() })
    .catch(() => undefined)
  return code !== undefined && code !== '0x'
}

/**
 * The AMM's quote for `amount` of `from` into `to`: what it pays and the provider fee it takes
 * from the input. Undefined when the pair has no liquidity or the output rounds to nothing.
 */
export async function ammQuote(
  ctx: LabContext,
  from: KnownToken,
  to: KnownToken,
  amount: bigint,
): Promise<{ toAmount: bigint; fee: bigint } | undefined> {
  if (from === to || amount <= 0n) return undefined
  try {
    const [toAmount, fee] = await ctx.client().readContract({
      address: labAmmAddress(),
      abi: labAmmAbi,
      functionName: 'quote',
      args: [ammAddress(from), ammAddress(to), amount],
    })
    return toAmount > 0n ? { toAmount, fee } : undefined
  } catch {
    return undefined
  }
}

/**
 * A token's USD price read from the chain: USDC is the dollar; any other token is priced by
 * its pair with USDC (reserve ratio). Without the AMM (or its node), or for a token without
 * such a pair, the lab's price table answers.
 */
export async function ammPrice(ctx: LabContext, token: KnownToken): Promise<number> {
  const usdc = ctx.erc20s.find((t) => t.symbol === 'USDC')
  if (!usdc || token === usdc || !(await hasAmm(ctx))) return token.price
  const [reserveToken, reserveUsdc] = await ctx.client().readContract({
    address: labAmmAddress(),
    abi: labAmmAbi,
    functionName: 'getReserves',
    args: [ammAddress(token), ammAddress(usdc)],
  })
  if (reserveToken === 0n || reserveUsdc === 0n) return token.price
  const dollars = Number(reserveUsdc) / 10 ** usdc.decimals
  const units = Number(reserveToken) / 10 ** token.decimals
  return Math.round((dollars / units) * 1e6) / 1e6
}

/** What `owner` lets the AMM spend of `token` (the native token needs no allowance). */
export async function ammAllowance(
  ctx: LabContext,
  token: KnownToken,
  owner: `0x${string}`,
): Promise<bigint | undefined> {
  if (!token.address) return undefined
  return ctx.client().readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, labAmmAddress()],
  })
}
